import { SUMMARY_FRAMEWORKS, SummaryFramework } from '@fieldnote/core';
import { INTERVIEW_NOTE, USABILITY_NOTE } from '../testing/interview-fixture';
import { extractiveSummary } from './extractive-summary';
import { FRAMEWORK_TEMPLATES } from './framework-templates';
import { noteSentences } from './note-sentences.util';
import { renderSummary } from './summary-document';

const PROMPT = 'What did they say about search and tags?';

describe('extractiveSummary', () => {
  describe.each(SUMMARY_FRAMEWORKS)('%s', (framework) => {
    const sut = extractiveSummary(INTERVIEW_NOTE, framework, PROMPT);

    it('should show only sentences found verbatim in the note when it summarises by the framework', () => {
      const shown = sut.flatMap((s) => s.groups.flatMap((g) => g.sentences));
      expect(shown.length).toBeGreaterThan(0);
      for (const sentence of shown) expect(INTERVIEW_NOTE).toContain(sentence);
    });

    it("should keep the template's sections in order when it summarises by the framework", () => {
      expect(sut.map((s) => s.heading)).toEqual(
        FRAMEWORK_TEMPLATES[framework].sections.map((s) => s.heading),
      );
    });

    it('should say the silence text and nothing else when a section is not covered', () => {
      for (const [i, section] of sut.entries()) {
        if (section.groups.length === 0)
          expect(section.silence).toBe(FRAMEWORK_TEMPLATES[framework].sections[i].silence);
        else expect(section.silence).toBeNull();
      }
    });

    it('should show each sentence once when sections overlap', () => {
      const shown = sut.flatMap((s) => s.groups.flatMap((g) => g.sentences));
      expect(new Set(shown).size).toBe(shown.length);
    });

    it('should give the same summary when run twice', () => {
      expect(renderSummary(extractiveSummary(INTERVIEW_NOTE, framework, PROMPT))).toBe(renderSummary(sut));
    });
  });

  it('should pair each question with the answer after it when summarising by question', () => {
    const [section] = extractiveSummary(INTERVIEW_NOTE, SummaryFramework.ByQuestion);
    const roleQuestion = section.groups.find((g) => g.label === 'Could you tell me about your role?');
    expect(roleQuestion?.sentences[0]).toBe('I lead the research operations team at a logistics company.');
    const storage = section.groups.find((g) => g.label === 'How do you store your interview notes today?');
    expect(storage?.sentences[0]).toMatch(/^Currently we keep everything in a shared spreadsheet/);
    for (const g of section.groups) expect(INTERVIEW_NOTE).toContain(g.label as string);
  });

  it("should file a usability session's answers under the moderator's task or question they answer when summarising by question", () => {
    const [section] = extractiveSummary(USABILITY_NOTE, SummaryFramework.ByQuestion);
    const answers = (label: string) => section.groups.find((g) => g.label === label)?.sentences;
    // The moderator's prompts, asked or said as a task; a participant's rhetorical question is an answer.
    expect(section.groups.map((g) => g.label)).toEqual([
      "Please try to export last week's report as a PDF.",
      'What did you expect to happen?',
      'Now please find the quote from the Berlin interview.',
      'How would you tag that quote?',
    ]);
    expect(answers("Please try to export last week's report as a PDF.")).toEqual([
      'OK, I click on the export button in the top bar.',
      'Hmm, nothing happens.',
      'This is so frustrating, the button does not respond and I have no idea where to look.',
    ]);
    expect(answers('What did you expect to happen?')).toEqual([
      'I expected a download to start right away.',
      'Why is the export hidden behind three menus?',
      'I finally found it under Share, which is really confusing.',
    ]);
    // An answer ends where the moderator speaks again: never the moderator's own words.
    const moderator = noteSentences(USABILITY_NOTE)
      .filter((s) => s.speaker === 'Moderator')
      .map((s) => s.text);
    for (const g of section.groups) for (const s of g.sentences) expect(moderator).not.toContain(s);
  });

  it('should file complaints under where they struggled, not under tasks attempted, when summarising a usability test', () => {
    const [tasks, struggled] = extractiveSummary(USABILITY_NOTE, SummaryFramework.UsabilityTest);
    const shown = (s: typeof tasks) => s.groups.flatMap((g) => g.sentences);
    expect(tasks.heading).toBe('Tasks attempted');
    expect(shown(tasks)).toEqual(
      expect.arrayContaining([
        'OK, I click on the export button in the top bar.',
        'I type Berlin into the search box and open the first result.',
      ]),
    );
    expect(shown(struggled)).toEqual(
      expect.arrayContaining([
        'This is so frustrating, the button does not respond and I have no idea where to look.',
        'I finally found it under Share, which is really confusing.',
      ]),
    );
    for (const complaint of ['frustrating', 'confusing', 'nothing happens', 'hidden'])
      expect(shown(tasks).some((s) => s.includes(complaint))).toBe(false);
  });

  it('should name themes by a keyword each of its sentences holds when summarising by themes', () => {
    const [section] = extractiveSummary(INTERVIEW_NOTE, SummaryFramework.ByThemes);
    expect(section.groups.length).toBeGreaterThan(0);
    for (const g of section.groups) {
      expect(g.sentences.length).toBeGreaterThanOrEqual(2);
      for (const s of g.sentences) expect(s.toLowerCase()).toContain(g.label as string);
    }
  });

  it('should keep time order and label parts by their time stamps when summarising chronologically', () => {
    const sections = extractiveSummary(INTERVIEW_NOTE, SummaryFramework.Chronological);
    const positions = sections
      .flatMap((s) => s.groups.flatMap((g) => g.sentences))
      .map((t) => INTERVIEW_NOTE.indexOf(t));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(sections[0].groups[0].label).toMatch(/^00:00:05 – /);
  });

  it('should list the requests when summarising feature requests', () => {
    const [requests] = extractiveSummary(INTERVIEW_NOTE, SummaryFramework.FeatureRequests);
    expect(requests.groups[0].sentences).toEqual(
      expect.arrayContaining([
        'I would love a way to tag highlights across projects.',
        'We also need an export to our slide decks, because every report ends up in a presentation.',
      ]),
    );
  });

  it('should find the economic buyer and competition when summarising by MEDICC', () => {
    const sections = extractiveSummary(INTERVIEW_NOTE, SummaryFramework.SalesMEDICC);
    const buyer = sections.find((s) => s.heading === 'Economic buyer');
    expect(buyer?.groups[0].sentences.join(' ')).toContain('Our director of product approves the budget');
  });

  it('should say each silence when the note covers none of a framework', () => {
    const note =
      'The weather was grey all morning and the office was quiet. Nobody said anything at all about the plans.';
    const sections = extractiveSummary(note, SummaryFramework.SalesMEDICC);
    const champion = sections.find((s) => s.heading === 'Champion');
    expect(champion?.silence).toBe('The note does not cover a champion.');
    expect(renderSummary(sections)).toContain('_The note does not cover a champion._');
    const [questions] = extractiveSummary(note, SummaryFramework.ByQuestion);
    expect(questions.silence).toBe('No questions were asked in this note.');
  });

  it("should speak of the insight and its evidence, never of a note, in an insight's silences", () => {
    const insight =
      'The weather was grey all morning and the office was quiet. Nobody said anything at all about the plans.';
    for (const framework of SUMMARY_FRAMEWORKS) {
      const silences = extractiveSummary(insight, framework, PROMPT, 'insight')
        .map((s) => s.silence)
        .filter((s): s is string => s !== null);
      for (const silence of silences) {
        expect(silence).not.toMatch(/\bnotes?\b/i);
        expect(silence).toMatch(/insight/);
      }
    }
    const champion = extractiveSummary(insight, SummaryFramework.SalesMEDICC, '', 'insight').find(
      (s) => s.heading === 'Champion',
    );
    expect(champion?.silence).toBe('The insight and its evidence do not cover a champion.');
    const [questions] = extractiveSummary(insight, SummaryFramework.ByQuestion, '', 'insight');
    expect(questions.silence).toBe('No questions were asked in this insight or its evidence.');
  });

  it('should pick the sentences sharing words with the prompt when the framework is CustomPrompt', () => {
    const [section] = extractiveSummary(INTERVIEW_NOTE, SummaryFramework.CustomPrompt, PROMPT);
    for (const s of section.groups[0].sentences) expect(s.toLowerCase()).toMatch(/search|tag/);
  });

  it('should stay within 10240 characters when the note is very long', () => {
    const long = Array.from(
      { length: 400 },
      (_, i) => `Sentence number ${i} says the search is slow and the tags are confusing for the team.`,
    ).join(' ');
    for (const framework of SUMMARY_FRAMEWORKS) {
      expect(renderSummary(extractiveSummary(long, framework, PROMPT)).length).toBeLessThanOrEqual(10240);
    }
  });
});

describe('noteSentences', () => {
  it('should give offsets at which each sentence stands in the note when lines carry speakers and times', () => {
    for (const s of noteSentences(INTERVIEW_NOTE))
      expect(INTERVIEW_NOTE.slice(s.start, s.start + s.text.length)).toBe(s.text);
    const first = noteSentences(INTERVIEW_NOTE)[0];
    expect(first).toMatchObject({
      speaker: 'Interviewer',
      time: '00:00:05',
      text: 'Thanks for joining today.',
    });
  });

  it('should cut a run-on passage into verbatim pieces when it has no full stops', () => {
    const note = Array.from({ length: 200 }, (_, i) => `word${i}`).join(', ');
    const pieces = noteSentences(note);
    expect(pieces.length).toBeGreaterThan(1);
    for (const p of pieces) {
      expect(p.text.length).toBeLessThanOrEqual(400);
      expect(note.slice(p.start, p.start + p.text.length)).toBe(p.text);
    }
  });
});
