import 'reflect-metadata';
import type { Type } from '@nestjs/common';
import { AppError } from '@fieldnote/core';
import { SignUpInput } from '../auth/dto/auth.inputs';
import { ChangePasswordInput } from '../auth/dto/account-settings.inputs';
import { SetCustomFieldValueInput } from '../modules/custom-fields';
import { CreateNoteInput } from '../modules/notes';
import { ImportPeopleInput } from '../modules/people';
import { INPUT_VALIDATION } from './input-args.decorator';
import { validationRefusal } from './validation-refusal';

/** What INPUT_VALIDATION refuses `value` with, as an input of class `metatype`. */
async function refusalOf(metatype: Type, value: object): Promise<AppError> {
  const error: unknown = await INPUT_VALIDATION.transform(value, {
    type: 'body',
    metatype,
    data: 'input',
  }).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

const signUp = { email: 'ana@example.org', name: 'Ana', password: 'Research#2026!' };

describe(validationRefusal.name, () => {
  it('should word a too long password as the product does when a sign-up sends 101 characters', async () => {
    const sut = await refusalOf(SignUpInput, { ...signUp, password: 'P'.repeat(101) });
    expect(sut).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Password can be at most 100 characters.',
      details: { field: 'password', limit: 'maxLength', maximum: 100 },
    });
  });

  it('should tell a size limit of whole megabytes in megabytes when a note content is over 5 MB', async () => {
    const sut = await refusalOf(CreateNoteInput, {
      projectId: 'p',
      title: 'T',
      content: 'c'.repeat(5 * 1024 * 1024 + 1),
    });
    expect(sut).toMatchObject({
      message: 'The content can be at most 5 MB.',
      details: { field: 'content', limit: 'maxLength', maximum: 5 * 1024 * 1024 },
    });
  });

  it("should keep a rule's own message and still name its limit when the rule has one", async () => {
    const sut = await refusalOf(ChangePasswordInput, { currentPassword: 'x', newPassword: 'P'.repeat(101) });
    expect(sut).toMatchObject({
      message: 'Password must be at most 100 characters long.',
      details: { field: 'newPassword', limit: 'maxLength', maximum: 100 },
    });
    expect((await refusalOf(SignUpInput, { ...signUp, email: 'nope' })).message).toBe(
      'Enter a valid e-mail address.',
    );
  });

  it('should name the field by its path and its own label when a rule inside a list is broken', async () => {
    const sut = await refusalOf(ImportPeopleInput, { rows: [{ rowNumber: 1 }, { rowNumber: 0 }] });
    expect(sut).toMatchObject({
      message: 'Row number must be at least 1.',
      details: { field: 'rows.1.rowNumber', limit: 'min', minimum: 1 },
    });
  });

  it('should word a list size and a rule on every item when a list breaks them', async () => {
    const input = { fieldId: 'f', target: 'NOTE', objectId: 'n' };
    const tooMany = await refusalOf(SetCustomFieldValueInput, { ...input, optionIds: Array(101).fill('o') });
    expect(tooMany).toMatchObject({
      message: 'Option IDs can hold at most 100 items.',
      details: { field: 'optionIds', limit: 'arrayMaxSize', maximum: 100 },
    });
    const notText = await refusalOf(SetCustomFieldValueInput, { ...input, optionIds: ['o', 7] });
    expect(notText.message).toBe('Every value in option IDs must be text.');
  });

  it('should give each field one message, for its first broken rule, when several rules are broken', async () => {
    const sut = await refusalOf(SignUpInput, { email: 5, name: '', password: 7 });
    expect(sut.message).toBe('Enter a valid e-mail address. Password must be text. Name cannot be empty.');
    expect(sut.details).toEqual({ field: 'email' });
  });
});
