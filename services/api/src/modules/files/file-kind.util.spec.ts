import { AppError } from '@fieldnote/core';
import { classifyFile, extensionOf } from './file-kind.util';

const text = (value: string) => Buffer.from(value);

describe(classifyFile.name, () => {
  it.each([
    ['call.m4a', { ext: 'm4a', mime: 'audio/x-m4a' }, 'AUDIO'],
    ['call.mp4', { ext: 'm4a', mime: 'audio/x-m4a' }, 'AUDIO'],
    ['clip.mov', { ext: 'mov', mime: 'video/quicktime' }, 'VIDEO'],
    ['photo.jpeg', { ext: 'jpg', mime: 'image/jpeg' }, 'IMAGE'],
    ['old.xls', { ext: 'cfb', mime: 'application/x-cfb' }, 'SPREADSHEET'],
    ['old.ppt', { ext: 'cfb', mime: 'application/x-cfb' }, 'PRESENTATION'],
    ['old.doc', { ext: 'cfb', mime: 'application/x-cfb' }, 'DOCUMENT'],
    ['archive.zip', { ext: 'zip', mime: 'application/zip' }, 'OTHER'],
  ])('should class %s with sniffed %j as %s', (name, sniffed, type) => {
    expect(classifyFile(name, sniffed, Buffer.alloc(8)).fileType).toBe(type);
  });

  it('should take text without a signature by its name and refuse binary bytes named as text', () => {
    expect(classifyFile('answers.csv', undefined, text('a,b\n1,2\n'))).toEqual({
      fileType: 'SPREADSHEET',
      mime: 'text/csv',
    });
    expect(() => classifyFile('answers.csv', undefined, Buffer.from([0, 159, 146, 150]))).toThrow(AppError);
  });

  it('should refuse programs by content and scripts or web pages by name', () => {
    expect(() =>
      classifyFile('tool.pdf', { ext: 'exe', mime: 'application/x-msdownload' }, Buffer.alloc(2)),
    ).toThrow('programs');
    expect(() => classifyFile('run.sh', undefined, text('#!/bin/sh\n'))).toThrow('programs');
    expect(() => classifyFile('page.html', undefined, text('<html></html>'))).toThrow('programs');
  });

  it('should accept a UTF-8 sample cut inside a multi-byte character', () => {
    const cut = Buffer.from('café ✓', 'utf8').subarray(0, 7);
    expect(classifyFile('notes.txt', undefined, cut).mime).toBe('text/plain');
  });

  it('should read extensions case-insensitively and ignore a leading dot', () => {
    expect(extensionOf('Interview.WAV')).toBe('wav');
    expect(extensionOf('.bashrc')).toBe('');
  });
});
