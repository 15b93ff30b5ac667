import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconCircleCheckFilled, IconCircleDashed } from '@tabler/icons-react';
import { useId, useRef, useState, type ReactNode, type Ref } from 'react';
import { flushSync } from 'react-dom';
import { Link, useLocation, useSearchParams } from 'wouter';
import {
  FIRST_RUN_STEPS,
  firstRunSteps,
  isFollowerDataStale,
  type FirstRunStep,
  type User,
} from '@portal/domain/profile';
import { FormSkeleton } from '@/components/form-skeleton';
import { ProgressBar } from '@/components/progress-bar';
import { paths, safeNextPath } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useBanks } from '@/features/options/api/get-banks';
import { useCountries } from '@/features/options/api/get-countries';
import { useLanguages } from '@/features/options/api/get-languages';
import { useRaces } from '@/features/options/api/get-races';
import { useStates } from '@/features/options/api/get-states';
import { PaymentDetailsForm } from '@/features/payments/components/payment-details-form';
import { ProfileSectionForm } from '@/features/profile/components/profile-section-form';

/** Each step's name, and in one line why brands or we need it. */
const STEPS: Record<FirstRunStep, { title: MessageDescriptor; reason: MessageDescriptor }> = {
  contactDetails: {
    title: msg`Contact Details`,
    reason: msg`Brands and our team reach you here about invitations and payments.`,
  },
  profile: {
    title: msg`Profile`,
    reason: msg`Brands choose creators who fit their campaign: tell them about you and your content.`,
  },
  socialMedia: {
    title: msg`Social Media Accounts`,
    reason: msg`Brands pick creators by audience: add your follower counts.`,
  },
  paymentDetails: {
    title: msg`Payment Details`,
    reason: msg`We pay your earnings here once your work is approved.`,
  },
};

/** The first step after `step` (in the checklist's order, then from the top) still to do. */
function nextToDo(done: Record<FirstRunStep, boolean>, step: FirstRunStep): FirstRunStep | null {
  const from = FIRST_RUN_STEPS.indexOf(step);
  const order = [...FIRST_RUN_STEPS.slice(from + 1), ...FIRST_RUN_STEPS.slice(0, from)];
  return order.find((candidate) => !done[candidate]) ?? null;
}

/** The open step's form: a section of the profile, or the payment details. */
function StepForm({ step, user, onSaved }: { step: FirstRunStep; user: User; onSaved: (user: User) => void }) {
  const countries = useCountries();
  const states = useStates();
  const races = useRaces();
  const languages = useLanguages();
  const banks = useBanks();
  if (step === 'paymentDetails') {
    return banks.isPending ? (
      <FormSkeleton fields={4} />
    ) : (
      <PaymentDetailsForm user={user} banks={banks.data ?? []} onSaved={onSaved} />
    );
  }
  const optionsLoading = [countries, states, races, languages].some((query) => query.isPending);
  return optionsLoading ? (
    <FormSkeleton fields={6} />
  ) : (
    <ProfileSectionForm
      section={step}
      user={user}
      countries={countries.data ?? []}
      states={states.data ?? []}
      races={races.data ?? []}
      languages={languages.data ?? []}
      onSaved={onSaved}
    />
  );
}

interface StepItemProps {
  step: FirstRunStep;
  done: boolean;
  opened: boolean;
  onToggle: () => void;
  /** The toggle button, which takes the focus when a save opens this step. */
  toggleRef: Ref<HTMLButtonElement>;
  children: ReactNode;
}

/** A line of the checklist: the step, why it matters, whether it is done, and the button that opens its form below. */
function StepItem({ step, done, opened, onToggle, toggleRef, children }: StepItemProps) {
  const { t } = useLingui();
  const panelId = useId();
  const title = t(STEPS[step].title);
  return (
    <Paper component="li" withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <Group justify="space-between" align="center" wrap="nowrap" gap="sm">
          <Group align="flex-start" wrap="nowrap" gap="sm">
            {done ? (
              <IconCircleCheckFilled aria-hidden="true" color="var(--mantine-color-green-7)" size={24} />
            ) : (
              <IconCircleDashed aria-hidden="true" color="var(--mantine-color-dimmed)" size={24} />
            )}
            <div>
              <Title order={2} size="h4">
                {title}
              </Title>
              <Text size="sm" c="dimmed">
                {t(STEPS[step].reason)}
              </Text>
              {/* The text's own colour: Mantine's greens are too pale for small text on white (WCAG 1.4.3). */}
              <Text size="sm" fw={600}>
                {done ? <Trans>Done</Trans> : <Trans>To do</Trans>}
              </Text>
            </div>
          </Group>
          <Button
            ref={toggleRef}
            variant={done || opened ? 'default' : 'filled'}
            aria-expanded={opened}
            aria-controls={panelId}
            onClick={onToggle}
            style={{ flexShrink: 0 }}
          >
            {done ? (
              <Trans>
                Edit <VisuallyHidden>{title}</VisuallyHidden>
              </Trans>
            ) : (
              <Trans>
                Start <VisuallyHidden>{title}</VisuallyHidden>
              </Trans>
            )}
          </Button>
        </Group>
        <div id={panelId} hidden={!opened}>
          {opened && children}
        </div>
      </Stack>
    </Paper>
  );
}

/**
 * The first run (issue 18): a new account's checklist of the four steps, each a form of its own
 * with its own Save. A step saved opens the next one to do; the last one saved goes on to the
 * `?next=` page (the invite signed up from) or the dashboard. Once the follower counts are saved
 * (SPEC §9), the rest can wait: 'Finish later' goes on as well.
 */
export function GettingStartedRoute() {
  const { t } = useLingui();
  const { user, offlineCopy, setUser } = useAuth();
  const [searchParams] = useSearchParams();
  const [, navigate] = useLocation();
  const onward = safeNextPath(searchParams.get('next')) ?? paths.home.getHref();
  const [openStep, setOpenStep] = useState<FirstRunStep | null>(null);
  const toggles = useRef<Partial<Record<FirstRunStep, HTMLButtonElement | null>>>({});
  if (!user || offlineCopy) {
    return <FormSkeleton fields={4} />;
  }
  const done = firstRunSteps(user);
  const doneCount = FIRST_RUN_STEPS.filter((step) => done[step]).length;
  const total = FIRST_RUN_STEPS.length;
  const allDone = doneCount === total;
  const mayLeave = !isFollowerDataStale(user.socialMediaFollowers.updatedAt);

  const saved = (step: FirstRunStep) => (savedUser: User) => {
    // The saved user first: the frame reads it to decide whether the creator may leave.
    flushSync(() => setUser(savedUser));
    const savedDone = firstRunSteps(savedUser);
    if (FIRST_RUN_STEPS.every((candidate) => savedDone[candidate])) {
      navigate(onward);
      return;
    }
    const next = nextToDo(savedDone, step);
    // The saved form goes: the focus moves to the next step's button, its form open below it.
    flushSync(() => setOpenStep(next));
    if (next) toggles.current[next]?.focus();
  };

  return (
    <Stack gap="lg" maw={840}>
      <Stack gap="xs">
        <Title order={1}>
          <Trans>Getting started</Trans>
        </Title>
        <Text>
          <Trans>Complete these steps so that brands can find you and invite you to their campaigns.</Trans>
        </Text>
      </Stack>
      <Stack gap={6}>
        <Text fw={600} aria-hidden="true">
          <Trans>
            {doneCount} of {total} done
          </Trans>
        </Text>
        <ProgressBar
          value={(doneCount / total) * 100}
          label={t`Getting started progress`}
          valueText={t`${doneCount} of ${total} done`}
          size={12}
        />
      </Stack>
      <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {FIRST_RUN_STEPS.map((step) => (
          <StepItem
            key={step}
            step={step}
            done={done[step]}
            opened={openStep === step}
            onToggle={() => setOpenStep(openStep === step ? null : step)}
            toggleRef={(button) => {
              toggles.current[step] = button;
            }}
          >
            <StepForm step={step} user={user} onSaved={saved(step)} />
          </StepItem>
        ))}
      </Stack>
      {(allDone || mayLeave) && (
        <Group>
          <Button component={Link} to={onward} variant={allDone ? 'filled' : 'default'}>
            {allDone ? <Trans>Continue</Trans> : <Trans>Finish later</Trans>}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
