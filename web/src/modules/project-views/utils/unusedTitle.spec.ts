import { unusedTitle } from './unusedTitle';

describe('default title of a new view', () => {
  it('should keep the title when no view has it', () => {
    expect(unusedTitle('Canvas of Notes', ['Table of Notes'])).toBe('Canvas of Notes');
  });

  it('should number the title past those taken, whatever their case or spaces', () => {
    expect(unusedTitle('Canvas of Notes', [' canvas of notes ', 'Canvas of Notes 2'])).toBe(
      'Canvas of Notes 3',
    );
  });
});
