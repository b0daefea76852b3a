import { CHAT_SAMPLE_QUESTIONS, ChatRoleGroup, chatRoleGroupOf } from './chat';

describe(chatRoleGroupOf.name, () => {
  it.each([
    ['MARKETING', ChatRoleGroup.MARKETING_SALES],
    ['SALES', ChatRoleGroup.MARKETING_SALES],
    ['FINANCE', ChatRoleGroup.FINANCE_OPERATIONS_LEGAL],
    ['OPERATIONS', ChatRoleGroup.FINANCE_OPERATIONS_LEGAL],
    ['LEGAL', ChatRoleGroup.FINANCE_OPERATIONS_LEGAL],
    ['SUPPORT', ChatRoleGroup.SUPPORT_CUSTOMER_SUCCESS],
    ['CUSTOMER_SUCCESS', ChatRoleGroup.SUPPORT_CUSTOMER_SUCCESS],
    ['RESEARCH', ChatRoleGroup.DEFAULT],
    [null, ChatRoleGroup.DEFAULT],
  ])('should put the job role %s in the group %s (spec 000 §9)', (jobRole, group) => {
    expect(chatRoleGroupOf(jobRole)).toBe(group);
  });

  it('should offer sample questions for every role group', () => {
    for (const group of Object.values(ChatRoleGroup))
      expect(CHAT_SAMPLE_QUESTIONS[group].length).toBeGreaterThan(0);
  });
});
