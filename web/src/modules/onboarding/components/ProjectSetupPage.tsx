import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { OnboardingFieldsFragment, OnboardingUseCase } from '../../../gql/graphql';
import { ErrorNotice } from '../../common/components/ErrorNotice';
import { LoadingState } from '../../common/components/LoadingState';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { CREATE_PROJECT_MUTATION } from '../../projects/operations';
import { PROJECT_TITLE_MAX, projectStrings } from '../../projects/strings';
import { addProjectInCache } from '../../projects/utils/addProjectInCache';
import { TemplateSelect } from '../../templates/components/TemplateSelect';
import { PROJECT_FROM_TEMPLATE_MUTATION } from '../../templates/operations';
import { ONBOARDING_QUERY, SAVE_ONBOARDING_MUTATION } from '../operations';
import { onboardingStrings as strings } from '../strings';
import { USE_CASES } from '../utils/choices';
import { OnboardingFrame } from './OnboardingFrame';

/** Spec 000 §2 /onboarding/project-setup: the use cases (spec 001 §3), and a first project if wanted. */
export function ProjectSetupPage() {
  const { data } = useGraphqlQuery(ONBOARDING_QUERY, {});
  if (!data) return <LoadingState />;
  return <ProjectSetupForm initial={data.onboarding} />;
}

function ProjectSetupForm({ initial }: { initial: OnboardingFieldsFragment }) {
  const navigate = useNavigate();
  const [useCases, setUseCases] = useState<OnboardingUseCase[]>(initial.useCases);
  const [projectTitle, setProjectTitle] = useState('');
  const [templateId, setTemplateId] = useState('');
  const [save, saving] = useGraphqlMutation(SAVE_ONBOARDING_MUTATION);
  const [createProject, creating] = useGraphqlMutation(CREATE_PROJECT_MUTATION, {
    update: addProjectInCache,
  });
  const [createFromTemplate, templating] = useGraphqlMutation(PROJECT_FROM_TEMPLATE_MUTATION);
  const busy = saving.loading || creating.loading || templating.loading;
  const error = saving.error ?? creating.error ?? templating.error;

  const toggle = (useCase: OnboardingUseCase) =>
    setUseCases((chosen) =>
      chosen.includes(useCase) ? chosen.filter((c) => c !== useCase) : [...chosen, useCase],
    );

  const submit = async () => {
    const saved = await save({
      input: { useCases, orgSize: initial.orgSize ?? null, jobRole: initial.jobRole ?? null },
    });
    if (!saved) return;
    const title = projectTitle.trim();
    if (title) {
      const made = templateId
        ? await createFromTemplate({ input: { templateId, title } })
        : await createProject({ input: { title } });
      if (!made) return;
    }
    void navigate('/onboarding/getting-started');
  };

  return (
    <OnboardingFrame step={1} title={strings.projectSetupTitle} subtitle={strings.projectSetupSubtitle}>
      <Stack spacing={3}>
        <FormControl component="fieldset">
          <FormLabel component="legend" sx={{ mb: 1 }}>
            {strings.useCasesLabel}
          </FormLabel>
          <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
            {USE_CASES.map((useCase) => {
              const chosen = useCases.includes(useCase);
              return (
                <Chip
                  key={useCase}
                  label={strings.useCases[useCase]}
                  color={chosen ? 'primary' : 'default'}
                  variant={chosen ? 'filled' : 'outlined'}
                  onClick={() => toggle(useCase)}
                  aria-pressed={chosen}
                  role="button"
                />
              );
            })}
          </Stack>
        </FormControl>
        <TextField
          label={strings.firstProjectLabel}
          value={projectTitle}
          onChange={(event) => setProjectTitle(event.target.value)}
          helperText={`${strings.firstProjectHelp} ${projectStrings.charactersLeft(projectTitle.length, PROJECT_TITLE_MAX)}`}
          slotProps={{ htmlInput: { maxLength: PROJECT_TITLE_MAX } }}
        />
        {projectTitle.trim() ? (
          <TemplateSelect type="PROJECT" value={templateId} onChange={setTemplateId} />
        ) : null}
        {error ? <ErrorNotice error={error} /> : null}
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={() => void navigate('/onboarding/getting-started')}>{strings.skip}</Button>
          <Button variant="contained" disabled={busy} onClick={() => void submit()}>
            {busy ? strings.saving : strings.finish}
          </Button>
        </Stack>
      </Stack>
    </OnboardingFrame>
  );
}
