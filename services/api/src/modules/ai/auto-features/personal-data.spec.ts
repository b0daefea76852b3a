import { PersonalDataKind, findPersonalData, redactText } from './personal-data';

describe('findPersonalData', () => {
  it('should find e-mails, phone numbers, Luhn-valid card numbers and linked people by full and first name', () => {
    const text = [
      'Interviewer: Thanks Maria Lopez for joining.',
      'Maria: Write to maria.lopez@example.com or call +1 (415) 555-0132.',
      'Maria: My card 4111 1111 1111 1111 was charged twice, not 4111 1111 1111 1112.',
      'Maria: We paid 1200 dollars in 2024, at 10:30.',
    ].join('\n');
    const found = findPersonalData(text, ['Maria Lopez']);
    expect(found.map((m) => [m.kind, m.text])).toEqual([
      [PersonalDataKind.PERSON_NAME, 'Maria Lopez'],
      [PersonalDataKind.PERSON_NAME, 'Maria'],
      [PersonalDataKind.EMAIL, 'maria.lopez@example.com'],
      [PersonalDataKind.PHONE, '+1 (415) 555-0132'],
      [PersonalDataKind.PERSON_NAME, 'Maria'],
      [PersonalDataKind.CARD_NUMBER, '4111 1111 1111 1111'],
      [PersonalDataKind.PERSON_NAME, 'Maria'],
    ]);
    for (const m of found) expect(text.slice(m.startOffset, m.endOffset)).toBe(m.text);
  });

  it('should not take a name inside another word, and redact each stretch with its mark', () => {
    const text = 'Ann said the annual plan suits Anne. Call 030 1234 5678.';
    const found = findPersonalData(text, ['Ann']);
    expect(found.map((m) => m.text)).toEqual(['Ann', '030 1234 5678']);
    expect(redactText(text, found)).toBe(
      '[name redacted] said the annual plan suits Anne. Call [phone redacted].',
    );
  });
});
