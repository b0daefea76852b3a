import { SummaryFramework } from '@fieldnote/core';
import { INTERVIEW_NOTE } from '../testing/interview-fixture';
import { FRAMEWORK_TEMPLATES } from './framework-templates';
import { summariseNote } from './note-summarizer';
import { streamNoteSummary } from './stream-note-summary';
import { summaryProgress } from './summary-progress.util';

const input = (framework: SummaryFramework) => ({
  title: 'Interview with Maria',
  content: INTERVIEW_NOTE,
  framework,
  language: 'en',
});

describe(streamNoteSummary.name, () => {
  it('should tell the built-in summary section by section and end with what summariseNote makes', async () => {
    const heard: string[] = [];
    const sut = await streamNoteSummary(null, input(SummaryFramework.ByThemes), (t) => heard.push(t));
    const whole = await summariseNote(null, input(SummaryFramework.ByThemes));
    expect(sut).toEqual(whole);
    expect(heard).toHaveLength(FRAMEWORK_TEMPLATES.ByThemes.sections.length);
    expect(heard.at(-1)).toBe(whole.content);
    for (const [i, text] of heard.entries()) {
      expect(whole.content.startsWith(text)).toBe(true);
      expect(text.split('\n').filter((l) => l.startsWith('## '))).toHaveLength(i + 1);
    }
  });

  it('should stop with a CANCELLED error and tell nothing more when its signal has fired', async () => {
    const heard: string[] = [];
    const cancel = new AbortController();
    cancel.abort();
    await expect(
      streamNoteSummary(null, input(SummaryFramework.Summary), (t) => heard.push(t), cancel.signal),
    ).rejects.toMatchObject({ code: 'CANCELLED' });
    expect(heard).toEqual([]);
  });
});

describe(summaryProgress.name, () => {
  it("should count the framework's sections begun, from 5 to 95, when the text grows", () => {
    const sections = FRAMEWORK_TEMPLATES.UsabilityTest.sections.map((s) => `## ${s.heading}\n- words`);
    const sut = sections.map((_, i) =>
      summaryProgress(sections.slice(0, i + 1).join('\n\n'), SummaryFramework.UsabilityTest),
    );
    expect(summaryProgress('', SummaryFramework.UsabilityTest)).toBe(5);
    expect(sut.at(-1)).toBe(95);
    expect(sut).toEqual([...sut].sort((a, b) => a - b));
    expect(new Set(sut).size).toBe(sut.length);
    // More headings than the framework has (a model may add one) never pass 95.
    expect(summaryProgress(`${sections.join('\n\n')}\n\n## Extra`, SummaryFramework.UsabilityTest)).toBe(95);
  });
});
