import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Fragment, type ReactNode, useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import readme from '../../../../../README.md?raw';
import { type MarkdownBlock, markdownBlocks } from '../utils/markdownBlocks';

const strings = {
  title: 'Documentation',
  intro:
    'The documentation this version of Fieldnote ships with: how to run it, use its API and pages, and how it is built.',
  contents: 'Contents',
} as const;

/** Inline Markdown: `code`, **bold**, *italic* and [links](…) (http(s) and in-page anchors only). */
function inline(text: string): ReactNode[] {
  const parts: ReactNode[] = [];
  const pattern = /`([^`]+)`|\*\*([^*]+)\*\*|\[([^\]]+)\]\(([^)\s]+)\)|(?<![\w*])\*([^*\s][^*]*)\*(?![\w*])/g;
  let last = 0;
  let key = 0;
  for (const m of text.matchAll(pattern)) {
    if ((m.index ?? 0) > last) parts.push(text.slice(last, m.index));
    if (m[1] !== undefined)
      parts.push(
        <Box
          key={key++}
          component="code"
          sx={{ fontFamily: 'monospace', bgcolor: 'action.hover', px: 0.5, borderRadius: 0.5 }}
        >
          {m[1]}
        </Box>,
      );
    else if (m[2] !== undefined) parts.push(<strong key={key++}>{inline(m[2])}</strong>);
    else if (m[3] !== undefined) {
      const href = m[4] ?? '';
      parts.push(
        /^(https?:\/\/|#)/.test(href) ? (
          <Link
            key={key++}
            href={href}
            {...(href.startsWith('#') ? {} : { target: '_blank', rel: 'noreferrer' })}
          >
            {inline(m[3])}
          </Link>
        ) : (
          <Fragment key={key++}>{inline(m[3])}</Fragment>
        ),
      );
    } else if (m[5] !== undefined) parts.push(<em key={key++}>{m[5]}</em>);
    last = (m.index ?? 0) + m[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

function Block({ block }: { block: MarkdownBlock }) {
  switch (block.kind) {
    case 'heading': {
      const variant = (['h4', 'h5', 'h6', 'subtitle1', 'subtitle1', 'subtitle1'] as const)[block.level - 1];
      // The page's own title is the one level-1 heading: the README's sit below it.
      const component = `h${Math.min(6, block.level + 1)}` as 'h2';
      return (
        <Typography
          id={block.id}
          variant={variant}
          component={component}
          sx={{ fontWeight: 700, mt: 3, mb: 1, scrollMarginTop: 80 }}
        >
          {inline(block.text)}
        </Typography>
      );
    }
    case 'paragraph':
      return <Typography sx={{ mb: 1.5, overflowWrap: 'anywhere' }}>{inline(block.text)}</Typography>;
    case 'quote':
      return (
        <Typography sx={{ mb: 1.5, pl: 2, borderLeft: 3, borderColor: 'divider', color: 'text.secondary' }}>
          {inline(block.text)}
        </Typography>
      );
    case 'list': {
      const Tag = block.ordered ? 'ol' : 'ul';
      return (
        <Box component={Tag} sx={{ mt: 0, mb: 1.5, pl: 3, overflowWrap: 'anywhere' }}>
          {block.items.map((item, i) => (
            <li key={i}>
              <Typography component="span">{inline(item)}</Typography>
            </li>
          ))}
        </Box>
      );
    }
    case 'code':
      return (
        <Box
          component="pre"
          sx={{ p: 1.5, mb: 1.5, bgcolor: 'action.hover', borderRadius: 1, overflowX: 'auto', fontSize: 13 }}
        >
          <code>{block.text}</code>
        </Box>
      );
    case 'table':
      return (
        <Box sx={{ overflowX: 'auto', mb: 1.5 }}>
          <Box
            component="table"
            sx={{
              borderCollapse: 'collapse',
              '& td, & th': {
                border: 1,
                borderColor: 'divider',
                p: 0.75,
                verticalAlign: 'top',
                textAlign: 'left',
              },
            }}
          >
            <thead>
              <tr>
                {(block.rows[0] ?? []).map((cell, i) => (
                  <th key={i}>{inline(cell)}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.slice(1).map((row, r) => (
                <tr key={r}>
                  {row.map((cell, i) => (
                    <td key={i}>{inline(cell)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </Box>
        </Box>
      );
  }
}

/**
 * /docs (spec 000 §2 Browsing): the README this build ships, drawn as a page, with its sections as
 * contents. A `#section` in the address scrolls to that section.
 */
export function DocsPage() {
  const blocks = useMemo(() => markdownBlocks(readme).slice(1), []);
  const sections = blocks.filter(
    (b): b is Extract<MarkdownBlock, { kind: 'heading' }> => b.kind === 'heading' && b.level === 2,
  );
  const { hash } = useLocation();
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
  return (
    <Box sx={{ maxWidth: 920 }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
        {strings.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {strings.intro}
      </Typography>
      <Paper variant="outlined" component="nav" aria-label={strings.contents} sx={{ p: 2, mb: 3 }}>
        <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
          {strings.contents}
        </Typography>
        <Box component="ul" sx={{ m: 0, pl: 3, columns: { xs: 1, sm: 2 } }}>
          {sections.map((s) => (
            <li key={s.id}>
              <Link href={`#${s.id}`}>{s.text}</Link>
            </li>
          ))}
        </Box>
      </Paper>
      {blocks.map((block, i) => (
        <Block key={i} block={block} />
      ))}
    </Box>
  );
}
