import { frameworkAllowed, frameworkFlag, startingFramework } from './frameworkAccess';

describe('summary frameworks a plan allows', () => {
  const free = { advancedSummariesAllowed: false, customPromptAllowed: false };

  it('should name the flag of the advanced frameworks and of CustomPrompt, none of Summary and Essential', () => {
    expect(frameworkFlag('Summary')).toBeNull();
    expect(frameworkFlag('Essential')).toBeNull();
    expect(frameworkFlag('CustomPrompt')).toBe('allowWorkspaceCustomPrompt');
    expect(frameworkFlag('ByQuestion')).toBe('allowAiAdvancedSummaries');
    expect(frameworkFlag('VoiceOfCustomerReport')).toBe('allowAiAdvancedSummaries');
  });

  it('should start at the preferred framework only when the plan allows it', () => {
    expect(frameworkAllowed('ByThemes', free)).toBe(false);
    expect(frameworkAllowed('ByThemes', undefined)).toBe(true);
    expect(startingFramework('ByThemes', free)).toBe('Summary');
    expect(startingFramework('Essential', free)).toBe('Essential');
    expect(startingFramework('ByThemes', { ...free, advancedSummariesAllowed: true })).toBe('ByThemes');
  });
});
