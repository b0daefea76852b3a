import { randomUUID } from 'node:crypto';
import type { GraphqlClient } from '../../services/all-in-one/src/testing/graphql-client';
import type { TestServer } from '../../services/all-in-one/src/testing/test-server';
import { buildNote, buildProject, expectOk, sql } from './factories';
import { buildWav } from './file-fixtures';
import { uploadFile } from './file-upload-client';

/** What buildRichProject made, for the tests to look for. */
export interface RichProject {
  projectId: string;
  noteIds: string[];
  highlightIds: string[];
  tagIds: string[];
  fileBytes: Buffer;
  insightId: string;
  /** The insight's reels, oldest first, each with its clips (highlight ids) in playing order. */
  reels: { id: string; title: string; clipIds: string[] }[];
}

/**
 * A project with every record kind an export holds: notes (rich text, people, field values, a file
 * with its transcript, survey responses), highlights with tags made through the API (real anchors),
 * an insight embedding a highlight, a tag board with a group and placements, a project tag and a
 * workspace tag, note and insight fields, a project view with item ranks, a survey question, and a
 * recording with transcript highlights played by two reels of the insight (clips out of time order).
 * What no API call makes in one step is written to the workspace's tables directly.
 */
export async function buildRichProject(
  server: TestServer,
  client: GraphqlClient,
  schema: string,
  authorId: string,
  authorClient: GraphqlClient = client,
): Promise<RichProject> {
  const projectId = await buildProject(client, `Transfer ${randomUUID().slice(0, 6)}`);
  await sql(
    server,
    `update ${schema}.projects set summary = 'Why people churn', color = '#aa3300', icon = 'science' where id = ?`,
    [projectId],
  );
  const noteIds = [
    await buildNote(
      authorClient,
      projectId,
      'Interview with Ana',
      'Ana said the onboarding was slow.\nShe loved the reports.',
    ),
    await buildNote(client, projectId, 'Interview with Bo', 'Bo could not find the export button.'),
  ];
  const tagIds = [randomUUID(), randomUUID()];
  const boardId = randomUUID();
  const groupId = randomUUID();
  await sql(
    server,
    `insert into ${schema}.tags (id, project_id, title, color, description, sentiment) values
    (?, ?, 'Onboarding', '#ff0000', 'First week', 'negative'), (?, null, ?, '#00ff00', null, 'positive')`,
    [tagIds[0], projectId, tagIds[1], `Delight ${randomUUID().slice(0, 6)}`],
  );
  await sql(
    server,
    `insert into ${schema}.tag_boards (id, project_id, title, rank, created_by) values (?, ?, 'Themes', 1, ?)`,
    [boardId, projectId, authorId],
  );
  await sql(
    server,
    `insert into ${schema}.tag_groups (id, board_id, title, color, rank, created_by) values (?, ?, 'Pain', '#123456', 2, ?)`,
    [groupId, boardId, authorId],
  );
  await sql(
    server,
    `insert into ${schema}.tag_placements (board_id, tag_id, group_id, rank) values (?, ?, ?, 3), (?, ?, ?, 4)`,
    [boardId, tagIds[0], groupId, boardId, tagIds[1], groupId],
  );

  const highlightIds: string[] = [];
  const texts = [
    'Ana said the onboarding was slow.\nShe loved the reports.',
    'Bo could not find the export button.',
  ];
  for (const [index, start, end, tags] of [
    [0, 0, 33, [tagIds[0]]],
    [0, 34, 55, [tagIds[1]]],
    [1, 0, 36, tagIds],
  ] as const) {
    const noteId = noteIds[index];
    const created = expectOk(
      await authorClient.gql<{ createHighlight: { id: string } }>(
        `mutation($input: CreateHighlightInput!) { createHighlight(input: $input) { id } }`,
        {
          input: {
            noteId,
            startOffset: start,
            endOffset: end,
            text: texts[index]!.slice(start, end),
            tagIds: [...tags],
          },
        },
      ),
    );
    highlightIds.push(created.createHighlight.id);
  }

  const noteField = randomUUID();
  const insightField = randomUUID();
  const optionId = randomUUID();
  await sql(
    server,
    `insert into ${schema}.custom_fields (id, target, project_id, label, type, options, rank, created_by) values
    (?, 'NOTE', ?, 'Segment', 'SINGLE_SELECT', ?::jsonb, 1, ?), (?, 'INSIGHT', ?, 'Confidence', 'NUMBER', '[]'::jsonb, 2, ?)`,
    [
      noteField,
      projectId,
      JSON.stringify([{ id: optionId, label: 'SMB', color: '#ff00ff' }]),
      authorId,
      insightField,
      projectId,
      authorId,
    ],
  );
  await sql(
    server,
    `insert into ${schema}.custom_field_values (id, field_id, note_id, text_value, option_ids, updated_by) values (?, ?, ?, 'SMB', ?::uuid[], ?)`,
    [randomUUID(), noteField, noteIds[0], `{${optionId}}`, authorId],
  );

  const insight = expectOk(
    await client.gql<{ createInsight: { id: string } }>(
      `mutation($input: CreateInsightInput!) { createInsight(input: $input) { id } }`,
      {
        input: {
          projectId,
          title: 'Onboarding is slow',
          contentJson: JSON.stringify({
            type: 'doc',
            content: [
              { type: 'paragraph', content: [{ type: 'text', text: 'Two of two people stalled.' }] },
              { type: 'highlightCard', attrs: { highlightId: highlightIds[0] } },
            ],
          }),
        },
      },
    ),
  ).createInsight.id;
  await sql(
    server,
    `insert into ${schema}.custom_field_values (id, field_id, insight_id, text_value, number_value, updated_by) values (?, ?, ?, '0.8', 0.8, ?)`,
    [randomUUID(), insightField, insight, authorId],
  );

  const personId = randomUUID();
  await sql(
    server,
    `insert into ${schema}.people (id, name, email, created_by) values (?, 'Ana Lima', ?, ?)`,
    [personId, `ana-${personId.slice(0, 6)}@example.org`, authorId],
  );
  await sql(server, `insert into ${schema}.note_people (note_id, person_id, created_by) values (?, ?, ?)`, [
    noteIds[0],
    personId,
    authorId,
  ]);

  const viewId = randomUUID();
  await sql(
    server,
    `insert into ${schema}.project_views (id, project_id, title, layout, object_type, rank, state, filter, created_by) values
    (?, ?, 'By theme', 'BOARD', 'HIGHLIGHT', 1, ?::jsonb, ?::jsonb, ?)`,
    [
      viewId,
      projectId,
      JSON.stringify({ groupBy: 'tag', hiddenTagIds: [tagIds[1]] }),
      JSON.stringify({ tagIds: [tagIds[0]] }),
      authorId,
    ],
  );
  await sql(
    server,
    `insert into ${schema}.project_view_ranks (view_id, object_id, rank) values (?, ?, 1), (?, ?, 2)`,
    [viewId, highlightIds[0], viewId, highlightIds[1]],
  );

  const questionId = randomUUID();
  const answerOption = randomUUID();
  await sql(
    server,
    `insert into ${schema}.survey_questions (id, project_id, question_text, question_type, question_options, created_by) values
    (?, ?, 'Which plan are you on', 'SINGLE_SELECT', ?::jsonb, ?)`,
    [questionId, projectId, JSON.stringify([{ id: answerOption, label: 'Team' }]), authorId],
  );
  await sql(
    server,
    `insert into ${schema}.question_responses (id, question_id, note_id, answer_text, option_ids) values (?, ?, ?, 'Team', ?::uuid[])`,
    [randomUUID(), questionId, noteIds[1], `{${answerOption}}`],
  );

  const fileBytes = Buffer.from('WEBVTT\n\n00:00.000 --> 00:02.000\nAna: the onboarding was slow\n');
  const uploaded = await uploadFile(server.address, authorClient, noteIds[0], 'interview.vtt', fileBytes, {
    type: 'text/vtt',
  });
  if (uploaded.status !== 201) throw new Error(`upload failed: ${uploaded.status} ${uploaded.text}`);

  const recording = await uploadFile(server.address, authorClient, noteIds[1]!, 'call.wav', buildWav(3));
  if (recording.status !== 201) throw new Error(`upload failed: ${recording.status} ${recording.text}`);
  const recordingId = recording.json<{ file: { id: string } }>().file.id;
  expectOk(
    await authorClient.gql(
      'mutation($f: ID!, $c: String!) { importTranscript(input: { fileId: $f, content: $c }) { position } }',
      {
        f: recordingId,
        c: 'WEBVTT\n\n00:00:00.000 --> 00:00:01.500\n<v Bo>Where is export?</v>\n\n00:00:01.500 --> 00:00:03.000\n<v Bo>I gave up.</v>\n',
      },
    ),
  );
  const clipIds: string[] = [];
  for (const [startMs, endMs] of [
    [0, 1500],
    [1500, 3000],
  ] as const)
    clipIds.push(
      expectOk(
        await authorClient.gql<{ createTranscriptHighlight: { id: string } }>(
          'mutation($i: CreateTranscriptHighlightInput!) { createTranscriptHighlight(input: $i) { id } }',
          { i: { fileId: recordingId, startMs, endMs, tagIds: [tagIds[0]] } },
        ),
      ).createTranscriptHighlight.id,
    );
  const reels: RichProject['reels'] = [];
  for (const [title, clips] of [
    ['Export pain, last word first', [clipIds[1]!, clipIds[0]!]],
    ['Giving up', [clipIds[1]!]],
  ] as const) {
    const created = expectOk(
      await client.gql<{ createReel: { id: string } }>(
        'mutation($input: CreateReelInput!) { createReel(input: $input) { id } }',
        { input: { insightId: insight, title, highlightIds: [...clips] } },
      ),
    ).createReel;
    reels.push({ id: created.id, title, clipIds: [...clips] });
  }
  return { projectId, noteIds, highlightIds, tagIds, fileBytes, insightId: insight, reels };
}
