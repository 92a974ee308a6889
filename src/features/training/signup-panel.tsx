// The 在线报名 panel of a training: seats left and the one thing the reader can do now — 报名,
// 已报名 with 取消报名 (asked twice), or why not (名额已满, 报名已截止, not signed in, not a
// member type that signs up). A refusal stays next to the button; a success is a toast.
import { Badge, Box, Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { trainingApi } from '../../contract/api/training';
import type { TrainingDetail } from '../../contract/content-portal';
import {
  canWithdraw,
  SIGNUP_USER_TYPES,
  trainingSignupState,
  type MySignup,
} from '../../contract/training-signup';
import { revalidateApi } from '../../lib/api-read';
import { useAccountApi } from '../../lib/auth/use-account-data';
import { loginPathFor } from '../../lib/auth/login-redirect';
import { useSubmitRefusal } from '../../lib/forms/use-submit-refusal';
import { useCurrentUser } from '../../lib/global-state';
import { toast } from '../../lib/notify';
import { FormRefusal } from '../../theme/components/form-refusal';
import { PANEL_STYLE } from '../../theme/components/panel-style';
import { TRAINING_MESSAGES as M } from './messages';
import { signUpFor, withdrawFrom } from './training-calls';
import { today } from './training-facts';

const BUTTON = { minH: '11', minW: '28' } as const;

interface ActionsProps {
  training: TrainingDetail;
  mine: MySignup | undefined;
  /** The member's sign-up is still being read: no button may act on a guess. */
  reading: boolean;
  onChange: (next: MySignup | undefined) => void;
}

/** The signed-in member's buttons, with the refusal of the last one pressed under them. */
function MemberActions({ training, mine, reading, onChange }: ActionsProps) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const refusals = useSubmitRefusal([training.id]);
  const signedUp = mine?.status === 'signed_up';
  const seatsLeft = mine?.seatsLeft ?? training.seatsLeft;
  const state = trainingSignupState({ ...training, seatsLeft }, today());

  const act = async (call: typeof signUpFor, done: string) => {
    setBusy(true);
    let answer: MySignup | undefined;
    const ok = await refusals.run(async () => {
      answer = await call(training.id);
    });
    setBusy(false);
    setConfirming(false);
    // A refusal may mean the seats or the dates changed since the page was read: read again.
    onChange(answer);
    if (ok) toast.success(done);
  };

  let actions;
  if (signedUp && confirming) {
    actions = (
      <Stack gap="2" role="group" aria-label={M.withdraw}>
        <Text>{M.confirmWithdraw}</Text>
        <Stack direction="row" gap="3" flexWrap="wrap">
          <Button
            colorPalette="red"
            {...BUTTON}
            loading={busy}
            loadingText={M.confirm}
            onClick={() => void act(withdrawFrom, M.withdrawDone)}
          >
            {M.confirm}
          </Button>
          <Button variant="outline" {...BUTTON} onClick={() => setConfirming(false)}>
            {M.keep}
          </Button>
        </Stack>
      </Stack>
    );
  } else if (signedUp) {
    actions = (
      <Stack direction="row" gap="3" align="center" flexWrap="wrap">
        <Badge colorPalette="green" size="lg">
          {M.signedUp}
        </Badge>
        {canWithdraw(training, today()) ? (
          <Button variant="outline" {...BUTTON} onClick={() => setConfirming(true)}>
            {M.withdraw}
          </Button>
        ) : (
          <Text color="fg.muted">{M.started}</Text>
        )}
      </Stack>
    );
  } else {
    const label = state === 'open' ? M.signUp : state === 'full' ? M.full : M.closed;
    actions = (
      <Box>
        {/* The label stays while loading: a spinner alone would leave the button without a name. */}
        <Button
          colorPalette="brand"
          {...BUTTON}
          disabled={state !== 'open'}
          loading={busy || reading}
          loadingText={label}
          onClick={() => void act(signUpFor, M.signUpDone)}
        >
          {label}
        </Button>
      </Box>
    );
  }
  return (
    <Stack gap="3">
      {actions}
      <FormRefusal refusal={refusals.refusal} />
    </Stack>
  );
}

export function SignupPanel({ training }: { training: TrainingDetail }) {
  const { user } = useCurrentUser();
  const location = useLocation();
  const member = user !== null && SIGNUP_USER_TYPES.includes(user.type);
  const mineResult = useAccountApi(
    trainingApi.mySignup,
    member ? { params: { id: training.id } } : null,
  );
  const [latest, setLatest] = useState<MySignup>();
  const mine = latest ?? mineResult.data;
  const seatsLeft = mine?.seatsLeft ?? training.seatsLeft;
  const state = trainingSignupState({ ...training, seatsLeft }, today());

  // The facts above count the seats too: both are read again after every answer.
  const onChange = (next: MySignup | undefined) => {
    setLatest(next);
    void mineResult.refresh();
    revalidateApi(trainingApi.detail, { params: { id: training.id } }, { silent: true }).catch(
      () => undefined,
    );
  };

  return (
    <Stack gap="3" {...PANEL_STYLE}>
      <Text fontWeight="semibold">
        {state === 'open' ? M.seatsLeft(seatsLeft) : state === 'full' ? M.full : M.closed}
        <Text as="span" color="fg.muted" fontWeight="normal" ms="2">
          {M.deadline}：{training.signupDeadline}
        </Text>
      </Text>
      {member ? (
        <MemberActions
          training={training}
          mine={mine}
          reading={mine === undefined && mineResult.error === undefined}
          onChange={onChange}
        />
      ) : user ? (
        <Text color="fg.muted">{M.onlyMembers}</Text>
      ) : state === 'open' ? (
        <Box>
          <Button asChild colorPalette="brand" {...BUTTON}>
            <RouterLink to={loginPathFor(location)}>{M.signInToSignUp}</RouterLink>
          </Button>
        </Box>
      ) : null}
    </Stack>
  );
}
