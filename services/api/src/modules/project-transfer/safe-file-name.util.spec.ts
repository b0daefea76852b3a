import { safeFileName } from './safe-file-name.util';

describe(safeFileName.name, () => {
  it('should replace separators, reserved and control characters and a leading dot', () => {
    expect(safeFileName('../a/b\\c:d*e?f"g<h>i|j\u0001k.txt', '_', 180, 'file')).toBe(
      '__a_b_c_d_e_f_g_h_i_j_k.txt',
    );
  });

  it('should fall back when nothing is left, and cut long names', () => {
    expect(safeFileName('   ', ' ', 100, 'Project')).toBe('Project');
    expect(safeFileName('x'.repeat(300), '_', 180, 'file')).toHaveLength(180);
  });
});
