/**
 * An interview-like note the AI tests share: two speakers, time stamps, questions and answers,
 * pains, requests, workarounds, figures, a buyer and a deadline, so every framework has something
 * to find and something to be silent about.
 */
export const INTERVIEW_NOTE = [
  '[00:00:05] Interviewer: Thanks for joining today. Could you tell me about your role?',
  '[00:00:12] Maria: I lead the research operations team at a logistics company. We have twelve researchers and we run about forty interviews a month.',
  '[00:01:40] Interviewer: How do you store your interview notes today?',
  '[00:01:52] Maria: Currently we keep everything in a shared spreadsheet and a folder of recordings. Finding an old quote is really frustrating because the search is slow and the tags are inconsistent.',
  '[00:03:10] Maria: Last quarter we wasted about 10 hours a week just looking for evidence. That is a real cost for a team our size.',
  '[00:04:02] Interviewer: What would make that easier?',
  '[00:04:15] Maria: I would love a way to tag highlights across projects. It would be great if the search understood synonyms too.',
  '[00:05:30] Maria: We also need an export to our slide decks, because every report ends up in a presentation.',
  '[00:06:45] Interviewer: Who decides on buying a tool like this?',
  '[00:06:58] Maria: Our director of product approves the budget, and legal has to review the contract before we sign.',
  '[00:08:20] Maria: Security and pricing are the criteria that matter most to her.',
  '[00:09:05] Interviewer: Is there a deadline?',
  '[00:09:14] Maria: We want to decide before the renewal of our current vendor in the next quarter.',
  '[00:10:30] Maria: Honestly the tagging in our current tool is confusing, and people get lost in the menus.',
  '[00:11:45] Maria: The interview recordings are the most valuable part of our research repository.',
  '[00:12:10] Interviewer: Thank you, I will send a follow up with the pilot plan next week.',
].join('\n');

/**
 * A usability session: a moderator's tasks (said, not asked) and questions, and a participant who
 * complains, asks a rhetorical question of their own and finds things (words such as "button",
 * "menu", "find" and "search" are in the complaints too), so a summary must tell a task from a
 * struggle and an interview question from a participant's.
 */
export const USABILITY_NOTE = [
  "[00:00:10] Moderator: Thanks for taking part. Please try to export last week's report as a PDF.",
  '[00:00:25] Sam: OK, I click on the export button in the top bar. Hmm, nothing happens.',
  '[00:00:40] Sam: This is so frustrating, the button does not respond and I have no idea where to look.',
  '[00:01:05] Moderator: What did you expect to happen?',
  '[00:01:12] Sam: I expected a download to start right away. Why is the export hidden behind three menus?',
  '[00:01:30] Sam: I finally found it under Share, which is really confusing.',
  '[00:02:05] Moderator: Now please find the quote from the Berlin interview.',
  '[00:02:15] Sam: I type Berlin into the search box and open the first result. That worked nicely, the search was fast.',
  '[00:03:00] Moderator: How would you tag that quote?',
  '[00:03:10] Sam: I would drag it onto a tag. It would be great if the tags were suggested automatically.',
  '[00:04:00] Moderator: Thank you, that is all for today.',
].join('\n');

/** A note with nothing to summarise (fewer than the minimum of words). */
export const SHORT_NOTE = 'Call moved to Tuesday.';
