import { SummaryFramework } from '@fieldnote/core';
import type { AiCompletionRequest, AiGenerativeProvider } from '../providers/ai-provider';
import { INTERVIEW_NOTE } from '../testing/interview-fixture';
import { FRAMEWORK_TEMPLATES } from './framework-templates';
import { fitSummary, summaryPrompt } from './model-summary';
import { summariseNote } from './note-summarizer';

/**
 * A deterministic stand-in for a configured model (the real ones are an external boundary, tested
 * by their own contract tests): it answers each requested section heading with a fixed line and
 * remembers what it was asked.
 */
class EchoModel implements AiGenerativeProvider {
  readonly kind = 'OPENAI_COMPATIBLE' as const;
  readonly model = 'echo-1';
  readonly requests: AiCompletionRequest[] = [];
  constructor(private readonly answer?: string) {}

  complete(request: AiCompletionRequest): Promise<string> {
    this.requests.push(request);
    if (this.answer !== undefined) return Promise.resolve(this.answer);
    const headings = request.messages[0].content.match(/^## .+$/gm) ?? [];
    return Promise.resolve(headings.map((h) => `${h}\n- written by the model`).join('\n\n'));
  }
  async *stream(request: AiCompletionRequest): AsyncIterable<string> {
    yield await this.complete(request);
  }
  close(): Promise<void> {
    return Promise.resolve();
  }
}

describe('summariseNote', () => {
  it("should ask a configured model for the framework's sections, silences and language when a model is set", async () => {
    const sut = new EchoModel();
    const outcome = await summariseNote(sut, {
      title: 'Maria',
      content: INTERVIEW_NOTE,
      framework: SummaryFramework.SalesSPICED,
      language: 'de',
    });
    const system = sut.requests[0].messages[0].content;
    for (const section of FRAMEWORK_TEMPLATES.SalesSPICED.sections) {
      expect(system).toContain(`## ${section.heading}`);
      expect(system).toContain(section.silence);
    }
    expect(system).toContain('Write in German');
    expect(sut.requests[0].messages[1].content).toContain(INTERVIEW_NOTE);
    expect(outcome).toMatchObject({
      provider: 'OPENAI_COMPATIBLE',
      model: 'echo-1',
      promptVersion: 'note-summary/SalesSPICED@1',
    });
    expect(outcome.content).toContain('## Critical event\n- written by the model');
  });

  it("should pass the workspace's custom prompt to the model when the framework is CustomPrompt", async () => {
    const sut = new EchoModel();
    await summariseNote(sut, {
      title: 'Maria',
      content: INTERVIEW_NOTE,
      framework: SummaryFramework.CustomPrompt,
      language: 'en',
      customPrompt: 'List every number mentioned.',
    });
    expect(sut.requests[0].messages[0].content).toContain('List every number mentioned.');
  });

  it("should cut a model's answer at a line break within 10240 characters when it is longer", async () => {
    const sut = new EchoModel(Array.from({ length: 2000 }, (_, i) => `- line ${i}`).join('\n'));
    const outcome = await summariseNote(sut, {
      title: 'x',
      content: INTERVIEW_NOTE,
      framework: SummaryFramework.Summary,
      language: 'en',
    });
    expect(outcome.content.length).toBeLessThanOrEqual(10240);
    expect(outcome.content.endsWith('\n')).toBe(false);
    expect(outcome.content.split('\n').every((l) => /^- line \d+$/.test(l))).toBe(true);
  });

  it('should use the built-in extractive provider when no model is configured', async () => {
    const outcome = await summariseNote(null, {
      title: 'x',
      content: INTERVIEW_NOTE,
      framework: SummaryFramework.Essential,
      language: 'fr',
    });
    expect(outcome).toMatchObject({ provider: 'BUILT_IN', model: 'fieldnote-extractive-v1' });
    expect(outcome.content.startsWith('## Key takeaways\n- ')).toBe(true);
  });

  it('should leave a short answer as it is when it fits', () => {
    expect(fitSummary('## Summary\n- ok')).toBe('## Summary\n- ok');
  });
});

describe('summaryPrompt', () => {
  const ask = { title: 'Onboarding is slow', content: 'Setup took two weeks.', language: 'en' };

  it('should ask for a note summary about the note by default', () => {
    const [system, user] = summaryPrompt({ ...ask, framework: SummaryFramework.Summary });
    expect(system.content).toContain('You summarise customer research notes');
    expect(system.content).toContain('Quote the note word for word');
    expect(system.content).not.toContain('insight');
    expect(user.content.startsWith('Note title: Onboarding is slow')).toBe(true);
  });

  it('should speak of the insight and its cited highlights when an insight is summarised', () => {
    const [system, user] = summaryPrompt({ ...ask, framework: SummaryFramework.Summary, subject: 'insight' });
    expect(system.content).toContain('You summarise customer research insights');
    expect(system.content).toContain('the highlights it cites');
    expect(system.content).toContain('Quote the insight word for word');
    expect(system.content).toContain('If the insight does not cover this');
    expect(system.content).not.toMatch(/\bthe note\b/);
    expect(user.content.startsWith('Insight title: Onboarding is slow')).toBe(true);
  });
});
