/** Sample research for the demo workspace: real-looking interviews, tickets and reviews, so a newcomer sees a working product. */
export interface DemoHighlight {
  /** An exact excerpt of the note's content. */
  quote: string;
  tags: string[];
}

/**
 * An interview recording of a note: `<name>.ogg` (Ogg Opus) and `<name>.vtt` (its WebVTT transcript)
 * in services/all-in-one/assets/demo, spoken from the note's content by
 * scripts/demo/make-demo-interview.mjs, one transcript line per sentence.
 */
export interface DemoRecording {
  name: string;
  /** The espeak-ng voice of each speaker named in the content ("Speaker: what they say"). */
  voices: Record<string, string>;
  /** A stretch of the transcript to highlight: from the line reading `from` to the line reading `to`. */
  highlight: { from: string; to: string; tags: string[] };
}

export interface DemoNote {
  title: string;
  content: string;
  highlights: DemoHighlight[];
  recording?: DemoRecording;
}

export interface DemoProject {
  title: string;
  summary: string;
  tags: { title: string; color: string }[];
  /** A tag board arranging some of the tags in groups (the rest stay ungrouped). */
  board?: { title: string; groups: { title: string; color: string; tags: string[] }[] };
  notes: DemoNote[];
  /**
   * `evidence`: quotes of this project's highlights, embedded as highlight cards after the text (a
   * transcript highlight's quote is the lines spoken in its stretch, joined by spaces).
   */
  insights: { title: string; content: string; published: boolean; evidence?: string[] }[];
}

export const DEMO_PROJECTS: DemoProject[] = [
  {
    title: 'Onboarding interviews — Q3',
    summary:
      'Why do new teams stall between sign-up and their first shared insight? Six 45-minute interviews with admins of trial workspaces.',
    tags: [
      { title: 'Setup friction', color: '#e53935' },
      { title: 'Integrations', color: '#1e88e5' },
      { title: 'Pricing', color: '#fb8c00' },
      { title: 'Delight', color: '#43a047' },
      { title: 'Collaboration', color: '#8e24aa' },
    ],
    board: {
      title: 'Onboarding themes',
      groups: [
        { title: 'Blockers', color: '#e53935', tags: ['Setup friction', 'Pricing'] },
        { title: 'What works', color: '#43a047', tags: ['Delight', 'Collaboration'] },
      ],
    },
    notes: [
      {
        title: 'Interview — Priya, Head of Research at a fintech (42 people)',
        content: `Interviewer: Thanks for joining. Can you walk me through your first week with the product?

Priya: Sure. I signed up on a Monday because our old spreadsheet of interview notes had become unusable. The sign-up itself was quick. Then I hit the workspace settings and honestly I didn't know what a tag board was supposed to be, so I skipped it and that came back to bite me later.

Interviewer: What happened later?

Priya: When my two researchers joined, everyone invented their own tags. By Friday we had "pricing", "Pricing", "price concerns" and "cost". Merging them took an afternoon. I would have loved a starter set of tags for a research team.

Interviewer: How did you bring your existing notes in?

Priya: We export our calls from Zoom, so I uploaded transcripts one by one. It worked but I needed the Zoom integration from day one — uploading forty files by hand is not something I'll do twice.

Interviewer: Was there a moment where it clicked?

Priya: Yes, the first time I highlighted a quote and it showed up in the insight my PM was reading, with a link back to the call. That's the moment I stopped thinking of it as a notes app.`,
        highlights: [
          {
            quote: "I didn't know what a tag board was supposed to be, so I skipped it",
            tags: ['Setup friction'],
          },
          {
            quote: 'By Friday we had "pricing", "Pricing", "price concerns" and "cost"',
            tags: ['Setup friction', 'Collaboration'],
          },
          { quote: 'I needed the Zoom integration from day one', tags: ['Integrations'] },
          {
            quote: 'the first time I highlighted a quote and it showed up in the insight my PM was reading',
            tags: ['Delight'],
          },
        ],
        recording: {
          name: 'priya-interview',
          voices: { Interviewer: 'en-gb+m3', Priya: 'en-us+f3' },
          highlight: {
            from: 'When my two researchers joined, everyone invented their own tags.',
            to: 'Merging them took an afternoon.',
            tags: ['Setup friction', 'Collaboration'],
          },
        },
      },
      {
        title: 'Interview — Marcus, Product Manager at a logistics SaaS',
        content: `Interviewer: What were you hoping to get out of the trial?

Marcus: One place where sales calls and support tickets meet. Right now our sales team keeps notes in the CRM and support lives in Zendesk, and nobody connects the two.

Interviewer: And did the trial get you there?

Marcus: Halfway. Importing Zendesk tickets was easy, but I couldn't tell which customers were on which plan, so I couldn't weigh a complaint from a big account against a free user.

Interviewer: What about pricing?

Marcus: The per-seat price is fine for researchers, but I'd never pay a full seat for an engineer who only reads insights twice a month. Viewers need to be free or close to it, or the insights never leave the research team.

Interviewer: Anything you enjoyed?

Marcus: The summaries. I pasted a 50-minute call and had the key points before my coffee was done.`,
        highlights: [
          { quote: 'nobody connects the two', tags: ['Collaboration'] },
          { quote: "I couldn't tell which customers were on which plan", tags: ['Integrations'] },
          {
            quote: "I'd never pay a full seat for an engineer who only reads insights twice a month",
            tags: ['Pricing'],
          },
          { quote: 'had the key points before my coffee was done', tags: ['Delight'] },
        ],
      },
      {
        title: 'Interview — Aiko, UX Researcher at a healthcare startup',
        content: `Interviewer: You mentioned compliance on the screener. How did that affect the trial?

Aiko: A lot. Our security team asked where the recordings are stored before I could upload a single one. It took two weeks to get an answer about data residency, and by then the trial had expired.

Interviewer: What would have helped?

Aiko: A page I can forward to security: regions, encryption, who can see what. And being able to self-host would have ended the conversation in a day.

Interviewer: Once you were in, how was it?

Aiko: Good. Tagging on a tablet during sessions was smooth, and my team liked that they could comment on a highlight instead of pinging me on Slack.`,
        highlights: [
          {
            quote:
              'It took two weeks to get an answer about data residency, and by then the trial had expired',
            tags: ['Setup friction'],
          },
          {
            quote: 'being able to self-host would have ended the conversation in a day',
            tags: ['Setup friction'],
          },
          {
            quote: 'they could comment on a highlight instead of pinging me on Slack',
            tags: ['Collaboration', 'Delight'],
          },
        ],
      },
    ],
    insights: [
      {
        title: 'New teams stall at workspace setup, not at sign-up',
        content: `Across the onboarding interviews, sign-up was never the problem. Teams stalled in their first week when they had to design a tag structure from nothing and when security reviews asked about data residency.

What we heard:
- Without a starter tag set, every researcher invents their own tags and merging them costs an afternoon (Priya).
- Security questions about where data lives ended one trial before it began (Aiko).

Recommendation: ship research tag templates and a forwardable security & residency page, and offer self-hosting to regulated teams.`,
        published: true,
        evidence: [
          "I didn't know what a tag board was supposed to be, so I skipped it",
          'being able to self-host would have ended the conversation in a day',
          'When my two researchers joined, everyone invented their own tags. By Friday we had "pricing", "Pricing", "price concerns" and "cost". Merging them took an afternoon.',
        ],
      },
      {
        title: 'Viewers must be (nearly) free for insights to travel',
        content: `PMs want engineers and executives to read insights, but will not pay researcher seats for occasional readers. Draft: test a free viewer tier on the team plan.`,
        published: false,
      },
    ],
  },
  {
    title: 'Checkout friction study',
    summary: 'Support tickets and survey answers about the upgrade and checkout flow, collected in October.',
    tags: [
      { title: 'Payment failure', color: '#c62828' },
      { title: 'Invoice needs', color: '#6d4c41' },
      { title: 'Confusing copy', color: '#f9a825' },
    ],
    notes: [
      {
        title: 'Ticket #48213 — card declined on upgrade',
        content: `Customer: I tried to upgrade to the Team plan three times today and each time the card is declined, but my bank says no payment was attempted. Our finance team also needs a proper invoice with our VAT number before they can approve anything. Can you help?

Agent: Sorry about that! I can see the attempts; they failed on the 3-D Secure step. I'll send you a payment link that supports invoices with VAT details.`,
        highlights: [
          {
            quote: 'each time the card is declined, but my bank says no payment was attempted',
            tags: ['Payment failure'],
          },
          {
            quote: 'needs a proper invoice with our VAT number before they can approve anything',
            tags: ['Invoice needs'],
          },
        ],
      },
      {
        title: 'Survey response — "What almost stopped you from upgrading?"',
        content: `Response: The plan page says "unlimited projects" but the checkout summary said "3 projects" and I didn't know which one to believe. I almost closed the tab. Also the annual toggle resets when you go back a step.`,
        highlights: [
          {
            quote: 'The plan page says "unlimited projects" but the checkout summary said "3 projects"',
            tags: ['Confusing copy'],
          },
          { quote: 'the annual toggle resets when you go back a step', tags: ['Confusing copy'] },
        ],
      },
    ],
    insights: [],
  },
];

/** A people field of the demo workspace; SELECT options are given as a semicolon list, as an import would. */
export interface DemoPeopleField {
  label: string;
  type: 'TEXT' | 'SELECT' | 'NUMBER' | 'NPS';
  options?: string;
}

/** A person the demo research talked to, linked to the notes (by title) they appear in. */
export interface DemoPerson {
  name: string;
  email: string;
  notes: string[];
  /** Field values by field label: text as typed, or an option label for a SELECT field. */
  values: Record<string, string>;
}

export const DEMO_PEOPLE_FIELDS: DemoPeopleField[] = [
  { label: 'Company', type: 'TEXT' },
  { label: 'Market', type: 'SELECT', options: 'Enterprise; Mid-market; SMB' },
  { label: 'Seats', type: 'NUMBER' },
  { label: 'NPS', type: 'NPS' },
];

/** The project whose notes carry fields of its own and whose views the demo keeps. */
export const DEMO_PROJECT_VIEWS_PROJECT = 'Onboarding interviews — Q3';

/** A note field of that project, with its value on each interview (by note title). */
export interface DemoInterviewField {
  label: string;
  type: 'SELECT' | 'NUMBER';
  options?: string;
  values: Record<string, string>;
}

const AIKO = 'Interview — Aiko, UX Researcher at a healthcare startup';
const MARCUS = 'Interview — Marcus, Product Manager at a logistics SaaS';
const PRIYA = 'Interview — Priya, Head of Research at a fintech (42 people)';

export const DEMO_INTERVIEW_FIELDS: DemoInterviewField[] = [
  {
    label: 'Follow-up',
    type: 'SELECT',
    options: 'To do; Scheduled; Done',
    values: { [AIKO]: 'To do', [MARCUS]: 'Scheduled', [PRIYA]: 'Done' },
  },
  {
    label: 'Stage reached',
    type: 'SELECT',
    options: 'Signed up; Set up workspace; First insight shared',
    values: { [AIKO]: 'Set up workspace', [MARCUS]: 'Signed up', [PRIYA]: 'First insight shared' },
  },
  { label: 'Minutes', type: 'NUMBER', values: { [AIKO]: '44', [MARCUS]: '38', [PRIYA]: '47' } },
];

/** Segments of the demo people (spec 000 §3), each with the names of the people in it. */
export const DEMO_SEGMENTS: { title: string; people: string[] }[] = [
  { title: 'Beta programme', people: ['Priya Raman', 'Aiko Tanaka'] },
  { title: 'Detractors to follow up', people: ['Marcus Feld', 'Jonas Weber'] },
];

export const DEMO_PEOPLE: DemoPerson[] = [
  {
    name: 'Priya Raman',
    email: 'priya.raman@example.com',
    notes: ['Interview — Priya, Head of Research at a fintech (42 people)'],
    values: { Company: 'Ledgerline', Market: 'Mid-market', Seats: '42', NPS: '8' },
  },
  {
    name: 'Marcus Feld',
    email: 'marcus.feld@example.com',
    notes: ['Interview — Marcus, Product Manager at a logistics SaaS'],
    values: { Company: 'Routewise', Market: 'SMB', Seats: '12', NPS: '6' },
  },
  {
    name: 'Aiko Tanaka',
    email: 'aiko.tanaka@example.com',
    notes: ['Interview — Aiko, UX Researcher at a healthcare startup'],
    values: { Company: 'Caremesh', Market: 'Enterprise', Seats: '180', NPS: '9' },
  },
  {
    name: 'Jonas Weber',
    email: 'jonas.weber@example.com',
    notes: ['Ticket #48213 — card declined on upgrade'],
    values: { Company: 'Brightdesk', Market: 'SMB', Seats: '5', NPS: '3' },
  },
];
