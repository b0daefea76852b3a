import { AppError, ErrorCode } from '@fieldnote/core';
import { SocketAdmission } from './socket-admission';

const refusal = (maximum: number) => AppError.tooManyRequests(`At most ${maximum}.`);

describe(SocketAdmission.name, () => {
  it('should refuse a caller its socket past the maximum when it holds that many open', () => {
    const sut = new SocketAdmission(2, refusal);
    sut.admit('a');
    sut.admit('a');
    expect(() => sut.admit('a')).toThrow(
      expect.objectContaining({ code: ErrorCode.TOO_MANY_REQUESTS, message: 'At most 2.' }),
    );
    expect(sut.countOf('a')).toBe(2);
  });

  it('should count each caller on its own when several callers hold sockets', () => {
    const sut = new SocketAdmission(1, refusal);
    sut.admit('a');
    expect(() => sut.admit('b')).not.toThrow();
  });

  it('should give the place back once when a socket is released twice', () => {
    const sut = new SocketAdmission(2, refusal);
    const release = sut.admit('a');
    sut.admit('a');
    release();
    release();
    expect(sut.countOf('a')).toBe(1);
    sut.admit('a');
    expect(() => sut.admit('a')).toThrow(expect.objectContaining({ code: ErrorCode.TOO_MANY_REQUESTS }));
  });
});
