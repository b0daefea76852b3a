import MarkdownIt from 'markdown-it';
import { type DocumentJson, htmlToDocument } from './html-to-document';

// Raw HTML in Markdown stays text (html: false): an imported file never brings markup of its own.
const markdown = new MarkdownIt({ html: false, linkify: true });

/** The note document of a Markdown file (CommonMark: headings, lists, emphasis, links, quotes, code, tables). */
export function markdownToDocument(source: string): DocumentJson {
  return htmlToDocument(markdown.render(source));
}
