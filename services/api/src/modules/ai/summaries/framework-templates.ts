import { SummaryFramework } from '@fieldnote/core';

/** How the built-in provider fills a section from the note's own sentences. */
export type SectionPick =
  /** The note's most salient sentences (word-frequency score), in note order. */
  | { kind: 'salient'; count: number }
  /**
   * Sentences holding one of the cues (whole words or phrases), the most salient first; none that
   * holds one of `except` (a struggle is not a task, though both mention the button they clicked).
   */
  | { kind: 'cues'; cues: RegExp; count: number; except?: RegExp }
  /** Each question asked with the sentences that answer it. */
  | { kind: 'questions'; count: number }
  /** Clusters of sentences sharing a keyword, each labelled by it. */
  | { kind: 'themes'; count: number }
  /** The most salient sentences of one part of the note, in time order. */
  | { kind: 'part'; part: number; of: number; count: number }
  /** Sentences sharing the most words with the member's custom prompt. */
  | { kind: 'prompt'; count: number };

/** One section of a framework's template: its heading, what it holds, what it says when the note is silent. */
export interface TemplateSection {
  heading: string;
  /** For a model: what the section should hold. */
  instruction: string;
  /** What the section says when the note did not cover it (its "silence behaviour"). */
  silence: string;
  pick: SectionPick;
}

export interface FrameworkTemplate {
  framework: SummaryFramework;
  /** Shown in the framework picker. */
  label: string;
  description: string;
  /** Bumped whenever the sections or the wording sent to a model change; recorded in the AI audit trail. */
  version: number;
  sections: TemplateSection[];
}

const words = (...list: string[]): RegExp => new RegExp(`\\b(?:${list.join('|')})`, 'i');

const PAIN = words(
  'frustrat',
  'annoy',
  'difficult',
  'hard to',
  'problem',
  'issue',
  'confus',
  'slow',
  'broken',
  'hate',
  'struggl',
  "can't",
  'cannot',
  "couldn't",
  'painful',
  'pain',
  'waste',
  'wasting',
  'tedious',
  'fail',
  'error',
  'bug',
  'stuck',
  'worr',
  'complain',
  'unclear',
  'lost',
  'missing',
);
const REQUEST = words(
  'wish',
  'would like',
  "i'd like",
  'want',
  'need',
  'it would be',
  "it'd be",
  'could you',
  'should be able',
  'feature',
  'request',
  'if only',
  'would love',
  'please add',
  'ability to',
  'support for',
  'integrat',
);
const POSITIVE = words(
  'love',
  'great',
  'like',
  'easy',
  'helpful',
  'enjoy',
  'useful',
  'nice',
  'fast',
  'works well',
  'happy',
  'perfect',
  'excellent',
  'intuitive',
  'valuable',
  'favourite',
  'favorite',
);
const ACTION = words(
  'next step',
  'follow up',
  'follow-up',
  'will send',
  "we'll",
  "i'll",
  'plan to',
  'recommend',
  'should',
  'need to',
  "let's",
  'action',
  'to do',
  'todo',
  'schedule',
  'going to',
  'agree',
);
const WORKAROUND = words(
  'workaround',
  'instead',
  'manually',
  'spreadsheet',
  'excel',
  'currently',
  'at the moment',
  'for now',
  'copy',
  'paste',
  'by hand',
  'hack',
);
const METRIC =
  /(?:\d+\s?%|\$\s?\d|\d+\s?(?:hours?|minutes?|days?|weeks?|users?|people|seats|k\b|m\b)|\b(?:percent|revenue|cost|save|saving|roi|metric|kpi|churn|conversion)\b)/i;
const ECONOMIC_BUYER = words(
  'budget',
  'sign off',
  'sign-off',
  'signs off',
  'approve',
  'approval',
  'cfo',
  'ceo',
  'vp',
  'head of',
  'director',
  'decision maker',
  'pays',
  'purchas',
  'procurement',
  'owner',
);
const DECISION_CRITERIA = words(
  'criteria',
  'requirement',
  'must have',
  'must-have',
  'important',
  'priority',
  'care about',
  'matters',
  'security',
  'compliance',
  'price',
  'pricing',
  'integrat',
  'evaluat',
  'compare',
);
const DECISION_PROCESS = words(
  'process',
  'decide',
  'decision',
  'legal',
  'procurement',
  'review',
  'pilot',
  'trial',
  'contract',
  'timeline',
  'steps',
  'committee',
  'rfp',
  'sign',
);
const CHAMPION = words(
  'champion',
  'advocate',
  'sponsor',
  'convince',
  'push for',
  'internally',
  'my team',
  'sell it',
  'on board',
  'excited',
);
const COMPETITION = words(
  'competitor',
  'alternative',
  'instead of',
  'currently use',
  'switch',
  'compared to',
  'other tool',
  'vendor',
  'versus',
  'vs',
);
const SITUATION = words(
  'we are',
  "we're",
  'our team',
  'our company',
  'currently',
  'today we',
  'we use',
  'we have',
  'i work',
  'my role',
  'responsible',
  'in charge',
);
const IMPACT =
  /(?:\d+\s?%|\$\s?\d|\b(?:impact|cost|lose|losing|lost|revenue|time|hours|days|churn|risk|because of|result|means)\b)/i;
const CRITICAL_EVENT = words(
  'deadline',
  'by the end',
  'next quarter',
  'this quarter',
  'q1',
  'q2',
  'q3',
  'q4',
  'launch',
  'renewal',
  'before',
  'by january',
  'by june',
  'end of year',
  'audit',
  'go live',
  'go-live',
);
const TASK = words(
  'click',
  'tried',
  'try to',
  'trying to',
  'button',
  'page',
  'screen',
  'menu',
  'task',
  'navigate',
  'find',
  'search',
  'scroll',
  'open',
  'form',
  'sign up',
  'log in',
  'checkout',
);
const USABILITY_PROBLEM = words(
  'frustrat',
  'annoy',
  'nothing happens',
  'does not respond',
  "doesn't respond",
  'does not work',
  "doesn't work",
  'too slow',
  "couldn't find",
  "can't find",
  'where is',
  'confus',
  'unclear',
  'stuck',
  'expected',
  'did not expect',
  "didn't expect",
  'not sure',
  'lost',
  'hidden',
  'hard to',
  'error',
  'wrong',
);
const PROBLEM_STATEMENT = words(
  'problem',
  'issue',
  'challenge',
  'pain',
  'struggl',
  'difficult',
  'because',
  'so that',
);
const USER_CONTEXT = words(
  'user',
  'customer',
  'team',
  'role',
  'people',
  'we are',
  'our',
  'every day',
  'daily',
  'weekly',
);
const REQUIREMENT = words('must', 'should', 'need', 'require', 'want', 'able to', 'expect', 'support');

const silent = (what: string): string => `The note does not cover ${what}.`;

/** What a summary is of: a note, or an insight with the highlights it cites (its evidence). */
export type SummarySubject = 'note' | 'insight';

/**
 * A section's silence sentence for what is summarised. The templates speak of a note; an insight's
 * summary speaks of the insight and its evidence ("No questions were asked in this insight or its
 * evidence.", "The insight and its evidence do not cover a champion.").
 */
export function silenceFor(silence: string, subject: SummarySubject = 'note'): string {
  if (subject === 'note') return silence;
  return silence
    .replace(/\bin this note\b/g, 'in this insight or its evidence')
    .replace(/^The note does not\b/, 'The insight and its evidence do not')
    .replace(/^The note says\b/, 'The insight and its evidence say')
    .replace(/^The note suggests\b/, 'The insight and its evidence suggest')
    .replace(
      /\b([Nn])ote(s?)\b/g,
      (_word, n: string, plural: string) => `${n === 'N' ? 'I' : 'i'}nsight${plural}`,
    );
}

const section = (
  heading: string,
  instruction: string,
  silence: string,
  pick: SectionPick,
): TemplateSection => ({
  heading,
  instruction,
  silence,
  pick,
});

/**
 * The fifteen summary frameworks of spec 000 §3, each a fixed list of sections. A model is asked for
 * exactly these headings, in this order, and to write each section's silence sentence when the note
 * does not cover it; the built-in provider fills each from the note's own sentences by its pick.
 */
export const FRAMEWORK_TEMPLATES: Readonly<Record<SummaryFramework, FrameworkTemplate>> = {
  [SummaryFramework.ByQuestion]: {
    framework: SummaryFramework.ByQuestion,
    label: 'By question',
    description: 'Each question asked in the note, with its answer.',
    version: 1,
    sections: [
      section(
        'Questions and answers',
        'Each question asked, then the answer given, as said.',
        'No questions were asked in this note.',
        { kind: 'questions', count: 15 },
      ),
    ],
  },
  [SummaryFramework.ByThemes]: {
    framework: SummaryFramework.ByThemes,
    label: 'By themes',
    description: 'The topics the note keeps coming back to, each with what was said.',
    version: 1,
    sections: [
      section(
        'Themes',
        'The recurring topics, each named, with the statements about it.',
        'No topic comes up more than once in this note.',
        { kind: 'themes', count: 5 },
      ),
    ],
  },
  [SummaryFramework.Chronological]: {
    framework: SummaryFramework.Chronological,
    label: 'Chronological',
    description: 'What was said at the start, in the middle and at the end.',
    version: 1,
    sections: [
      section('Beginning', 'What was said first.', silent('an opening'), {
        kind: 'part',
        part: 0,
        of: 3,
        count: 3,
      }),
      section('Middle', 'What was said in the middle.', silent('a middle part'), {
        kind: 'part',
        part: 1,
        of: 3,
        count: 3,
      }),
      section('End', 'How the conversation ended.', silent('a closing'), {
        kind: 'part',
        part: 2,
        of: 3,
        count: 3,
      }),
    ],
  },
  [SummaryFramework.CustomPrompt]: {
    framework: SummaryFramework.CustomPrompt,
    label: 'Custom prompt',
    description: "Follows the workspace's own prompt.",
    version: 1,
    sections: [
      section(
        'Answer to the prompt',
        "What the workspace's prompt asks for.",
        'The note says nothing about what the prompt asks.',
        { kind: 'prompt', count: 6 },
      ),
    ],
  },
  [SummaryFramework.CustomerCall]: {
    framework: SummaryFramework.CustomerCall,
    label: 'Customer call',
    description: 'Context, pains, needs, feedback and next steps of a call.',
    version: 1,
    sections: [
      section('Context', 'Who the customer is and their situation.', silent("the customer's situation"), {
        kind: 'cues',
        cues: SITUATION,
        count: 2,
      }),
      section('Pain points', 'Problems the customer described.', silent('any pain points'), {
        kind: 'cues',
        cues: PAIN,
        count: 4,
      }),
      section('Needs and requests', 'What the customer asked for.', silent('any requests'), {
        kind: 'cues',
        cues: REQUEST,
        count: 4,
      }),
      section('Positive feedback', 'What the customer liked.', silent('any positive feedback'), {
        kind: 'cues',
        cues: POSITIVE,
        count: 3,
      }),
      section('Next steps', 'What was agreed to happen next.', 'No next steps were agreed in this note.', {
        kind: 'cues',
        cues: ACTION,
        count: 3,
      }),
    ],
  },
  [SummaryFramework.Essential]: {
    framework: SummaryFramework.Essential,
    label: 'Essential',
    description: 'The few things worth remembering.',
    version: 1,
    sections: [
      section('Key takeaways', 'The three most important points.', silent('anything to take away'), {
        kind: 'salient',
        count: 3,
      }),
      section('Pain points', 'The main problems raised.', silent('any pain points'), {
        kind: 'cues',
        cues: PAIN,
        count: 2,
      }),
      section('Next steps', 'What happens next.', 'No next steps were agreed in this note.', {
        kind: 'cues',
        cues: ACTION,
        count: 2,
      }),
    ],
  },
  [SummaryFramework.FeatureRequests]: {
    framework: SummaryFramework.FeatureRequests,
    label: 'Feature requests',
    description: 'What was asked for, the problems behind it and today’s workarounds.',
    version: 1,
    sections: [
      section('Requests', 'Each feature or change asked for.', 'No features were requested in this note.', {
        kind: 'cues',
        cues: REQUEST,
        count: 8,
      }),
      section(
        'Problems behind them',
        'The problems the requests would solve.',
        silent('the problems behind the requests'),
        {
          kind: 'cues',
          cues: PAIN,
          count: 4,
        },
      ),
      section('Current workarounds', 'How they manage today.', silent('any workarounds'), {
        kind: 'cues',
        cues: WORKAROUND,
        count: 3,
      }),
    ],
  },
  [SummaryFramework.ProductPRD]: {
    framework: SummaryFramework.ProductPRD,
    label: 'Product requirements (PRD)',
    description: 'Problem, users, requirements, success metrics and open questions.',
    version: 1,
    sections: [
      section('Problem', 'The problem to solve.', silent('a problem statement'), {
        kind: 'cues',
        cues: PROBLEM_STATEMENT,
        count: 3,
      }),
      section('Users and context', 'Who has the problem and when.', silent('who the users are'), {
        kind: 'cues',
        cues: USER_CONTEXT,
        count: 3,
      }),
      section('Requirements', 'What the solution must do.', silent('any requirements'), {
        kind: 'cues',
        cues: REQUIREMENT,
        count: 5,
      }),
      section('Success metrics', 'How success would be measured.', silent('how success would be measured'), {
        kind: 'cues',
        cues: METRIC,
        count: 3,
      }),
      section('Open questions', 'Questions still open.', 'No questions were left open in this note.', {
        kind: 'questions',
        count: 4,
      }),
    ],
  },
  [SummaryFramework.RecommendedActions]: {
    framework: SummaryFramework.RecommendedActions,
    label: 'Recommended actions',
    description: 'What to do next, and the evidence for it.',
    version: 1,
    sections: [
      section('Recommended actions', 'Actions suggested or agreed.', 'The note suggests no actions.', {
        kind: 'cues',
        cues: ACTION,
        count: 5,
      }),
      section('Evidence', 'The problems and requests behind them.', silent('evidence for any action'), {
        kind: 'cues',
        cues: PAIN,
        count: 4,
      }),
    ],
  },
  [SummaryFramework.ResearchReport]: {
    framework: SummaryFramework.ResearchReport,
    label: 'Research report',
    description: 'Findings, pains, positives, requests and open questions.',
    version: 1,
    sections: [
      section('Key findings', 'The most important findings.', silent('any findings'), {
        kind: 'salient',
        count: 5,
      }),
      section('Pain points', 'Problems participants described.', silent('any pain points'), {
        kind: 'cues',
        cues: PAIN,
        count: 4,
      }),
      section('What works well', 'What participants value.', silent('anything that works well'), {
        kind: 'cues',
        cues: POSITIVE,
        count: 3,
      }),
      section('Requests', 'What participants asked for.', 'No features were requested in this note.', {
        kind: 'cues',
        cues: REQUEST,
        count: 3,
      }),
      section('Open questions', 'Questions still open.', 'No questions were left open in this note.', {
        kind: 'questions',
        count: 3,
      }),
    ],
  },
  [SummaryFramework.SalesMEDICC]: {
    framework: SummaryFramework.SalesMEDICC,
    label: 'Sales (MEDICC)',
    description: 'Metrics, economic buyer, decision criteria and process, pain, champion, competition.',
    version: 1,
    sections: [
      section('Metrics', 'Quantified goals or gains.', silent('any metrics'), {
        kind: 'cues',
        cues: METRIC,
        count: 3,
      }),
      section('Economic buyer', 'Who holds the budget.', silent('the economic buyer'), {
        kind: 'cues',
        cues: ECONOMIC_BUYER,
        count: 2,
      }),
      section('Decision criteria', 'How they will choose.', silent('the decision criteria'), {
        kind: 'cues',
        cues: DECISION_CRITERIA,
        count: 3,
      }),
      section('Decision process', 'The steps to a decision.', silent('the decision process'), {
        kind: 'cues',
        cues: DECISION_PROCESS,
        count: 3,
      }),
      section('Identified pain', 'The pain behind the purchase.', silent('any pain'), {
        kind: 'cues',
        cues: PAIN,
        count: 3,
      }),
      section('Champion', 'Who will sell it internally.', silent('a champion'), {
        kind: 'cues',
        cues: CHAMPION,
        count: 2,
      }),
      section('Competition', 'Alternatives considered.', silent('any competition'), {
        kind: 'cues',
        cues: COMPETITION,
        count: 2,
      }),
    ],
  },
  [SummaryFramework.SalesSPICED]: {
    framework: SummaryFramework.SalesSPICED,
    label: 'Sales (SPICED)',
    description: 'Situation, pain, impact, critical event and decision.',
    version: 1,
    sections: [
      section('Situation', 'The customer’s situation.', silent("the customer's situation"), {
        kind: 'cues',
        cues: SITUATION,
        count: 3,
      }),
      section('Pain', 'Their problems.', silent('any pain'), { kind: 'cues', cues: PAIN, count: 3 }),
      section('Impact', 'What the problems cost them.', silent('the impact of the problems'), {
        kind: 'cues',
        cues: IMPACT,
        count: 3,
      }),
      section('Critical event', 'A date or event that forces a decision.', silent('a critical event'), {
        kind: 'cues',
        cues: CRITICAL_EVENT,
        count: 2,
      }),
      section('Decision', 'How and by whom the decision is made.', silent('the decision'), {
        kind: 'cues',
        cues: DECISION_PROCESS,
        count: 3,
      }),
    ],
  },
  [SummaryFramework.Summary]: {
    framework: SummaryFramework.Summary,
    label: 'Summary',
    description: 'A short summary of the whole note.',
    version: 1,
    sections: [
      section('Summary', 'The gist of the note.', silent('anything to summarise'), {
        kind: 'salient',
        count: 6,
      }),
    ],
  },
  [SummaryFramework.UsabilityTest]: {
    framework: SummaryFramework.UsabilityTest,
    label: 'Usability test',
    description: 'Tasks tried, where they struggled, what worked and suggestions.',
    version: 1,
    sections: [
      section('Tasks attempted', 'What the participant tried to do.', silent('any tasks'), {
        kind: 'cues',
        cues: TASK,
        count: 4,
        // A complaint about the button or menu they used is where they struggled.
        except: USABILITY_PROBLEM,
      }),
      section(
        'Where they struggled',
        'Where the participant got stuck.',
        'The participant did not struggle anywhere in this note.',
        {
          kind: 'cues',
          cues: USABILITY_PROBLEM,
          count: 4,
        },
      ),
      section('What worked', 'What went smoothly.', silent('anything that went smoothly'), {
        kind: 'cues',
        cues: POSITIVE,
        count: 3,
      }),
      section(
        'Suggestions',
        'What the participant suggested.',
        'The participant made no suggestions in this note.',
        {
          kind: 'cues',
          cues: REQUEST,
          count: 3,
        },
      ),
    ],
  },
  [SummaryFramework.VoiceOfCustomerReport]: {
    framework: SummaryFramework.VoiceOfCustomerReport,
    label: 'Voice of the customer',
    description: 'What the customer said: likes, dislikes and wishes, in their words.',
    version: 1,
    sections: [
      section(
        'In their words',
        'The most telling things the customer said.',
        silent('anything the customer said'),
        {
          kind: 'salient',
          count: 4,
        },
      ),
      section('Likes', 'What the customer likes.', silent('anything the customer likes'), {
        kind: 'cues',
        cues: POSITIVE,
        count: 3,
      }),
      section('Dislikes', 'What the customer dislikes.', silent('anything the customer dislikes'), {
        kind: 'cues',
        cues: PAIN,
        count: 3,
      }),
      section('Wishes', 'What the customer wishes for.', silent('any wishes'), {
        kind: 'cues',
        cues: REQUEST,
        count: 3,
      }),
    ],
  },
};

/** The prompt template version recorded in the AI audit trail, e.g. `note-summary/ByQuestion@1`. */
export function summaryPromptVersion(framework: SummaryFramework): string {
  return `note-summary/${framework}@${FRAMEWORK_TEMPLATES[framework].version}`;
}
