// The profile fields of /setup-profile and /profile. Validation is ProfileInputSchema (shared with the
// rules' field checks); answers stay in the form when a save fails.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PHONE_LENGTH } from '@kotastay/shared/constants';
import { kotaDate } from '@kotastay/shared/schemas/booking';
import {
  GENDERS,
  NAME_CHARS_PATTERN,
  NAME_MAX_CHARS,
  ProfileInputSchema,
  nameRegExp,
  USER_EXAMS,
  type AccountType,
  type Gender,
  type ProfileInput,
  type UserExam,
  type UserResponse,
} from '@kotastay/shared/schemas/user';
import { useNotify } from '../../../components/notifications';
import { useBranchesOfCoaching } from '../../catalogue';
import { useCoachings } from '../../catalogue';
import { useSaveProfile } from '../api/save-profile';
import { normalisePhoneInput } from '../../auth';

type Draft = {
  name: string;
  accountType: AccountType | '';
  exam: UserExam | '';
  coachingId: string;
  branchId: string;
  gender: Gender | '';
  parentPhone: string;
  birthDate: string;
};

const draftFrom = (p: UserResponse | null, accountType: AccountType = 'student'): Draft => ({
  name: p?.name ?? '',
  accountType: p?.accountType ?? accountType,
  exam: p?.exam ?? '',
  coachingId: p?.coachingId ?? '',
  branchId: p?.branchId ?? '',
  gender: p?.gender ?? '',
  parentPhone: p?.parentPhone?.replace(/^\+91/, '') ?? '',
  birthDate: p?.birthDate ?? '',
});

const NAME_CHARS_RE = nameRegExp(NAME_CHARS_PATTERN);
/** Which name message applies (the schema's checks in its order: length, then invisible characters, then letters). */
function nameErrorKey(name: string): 'name' | 'nameLong' | 'nameChars' {
  const trimmed = name.trim();
  if ([...trimmed].length > NAME_MAX_CHARS) return 'nameLong';
  if (trimmed.length >= 2 && !NAME_CHARS_RE.test(trimmed)) return 'nameChars';
  return 'name';
}

type FieldKey = 'name' | 'accountType' | 'exam' | 'coachingId' | 'gender' | 'parentPhone' | 'birthDate';

/** Draft → what is saved: student-only fields are dropped for PG owners; empty optionals are omitted. */
export function toProfileInput(d: Draft): Record<string, unknown> {
  const student = d.accountType === 'student';
  const input: Record<string, unknown> = { name: d.name.trim(), accountType: d.accountType || undefined };
  if (student) {
    if (d.exam) input.exam = d.exam;
    if (d.coachingId) input.coachingId = d.coachingId;
    if (d.branchId) input.branchId = d.branchId;
    if (d.gender) input.gender = d.gender;
    if (d.parentPhone) input.parentPhone = `+91${d.parentPhone}`;
    if (d.birthDate) input.birthDate = d.birthDate;
  }
  return input;
}

export function ProfileForm(props: {
  uid: string;
  phone: string;
  initial: UserResponse | null;
  submitLabel: string;
  onSaved: () => void;
  /** Pre-selected while the profile has no account type yet (the owner's after "List Your PG"). */
  defaultAccountType?: AccountType;
}) {
  const { t } = useTranslation('account');
  const notify = useNotify();
  const [draft, setDraft] = useState<Draft>(() => draftFrom(props.initial, props.defaultAccountType));
  const [errors, setErrors] = useState<Partial<Record<FieldKey, string>>>({});
  // A date of birth is before today (Kota's day).
  const [today] = useState(() => kotaDate(Date.now()));
  const save = useSaveProfile(props.uid, props.phone);
  const coachings = useCoachings();
  const branches = useBranchesOfCoaching(draft.coachingId || null);
  const isStudent = draft.accountType === 'student';

  const coachingOptions = useMemo(
    () => (coachings.data ?? []).filter((c) => !draft.exam || c.exams.includes(draft.exam)),
    [coachings.data, draft.exam],
  );

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((d) => ({ ...d, [key]: value, ...(key === 'coachingId' ? { branchId: '' } : {}) }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = ProfileInputSchema.safeParse(toProfileInput(draft));
    if (!parsed.success) {
      const next: Partial<Record<FieldKey, string>> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as FieldKey;
        if (next[key]) continue;
        if (key === 'name') next.name = t(`profile.errors.${nameErrorKey(draft.name)}`);
        else next[key] = t(`profile.errors.${key}`);
      }
      setErrors(next);
      return;
    }
    const input: ProfileInput = parsed.data;
    save.mutate(input, {
      onSuccess: () => {
        notify({ title: t('notify.profileSaved.title'), text: t('notify.profileSaved.text'), variant: 'success' });
        props.onSaved();
      },
      onError: (err) => {
        console.error('Profile save failed', err);
        notify({ title: t('notify.profileSaveFailed.title'), text: t('notify.profileSaveFailed.text'), variant: 'destructive' });
      },
    });
  };

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit}>
      <TextField
        label={t('profile.name')}
        value={draft.name}
        onChange={(e) => set('name', e.target.value)}
        error={Boolean(errors.name)}
        helperText={errors.name}
        required
        fullWidth
        slotProps={{ htmlInput: { maxLength: NAME_MAX_CHARS + 10, autoComplete: 'name' } }}
      />

      <FormControl error={Boolean(errors.accountType)}>
        <FormLabel id="account-type-label">{t('profile.accountType')}</FormLabel>
        <RadioGroup row aria-labelledby="account-type-label" value={draft.accountType} onChange={(e) => set('accountType', e.target.value as AccountType)}>
          <FormControlLabel value="student" control={<Radio />} label={t('profile.student')} />
          <FormControlLabel value="pg_owner_applicant" control={<Radio />} label={t('profile.owner')} />
        </RadioGroup>
        {errors.accountType && <FormHelperText>{errors.accountType}</FormHelperText>}
      </FormControl>

      {isStudent && (
        <>
          <FormControl error={Boolean(errors.exam)}>
            <FormLabel id="exam-label">{t('profile.exam')}</FormLabel>
            <RadioGroup row aria-labelledby="exam-label" value={draft.exam} onChange={(e) => set('exam', e.target.value as UserExam)}>
              {USER_EXAMS.map((exam) => (
                <FormControlLabel key={exam} value={exam} control={<Radio />} label={exam} />
              ))}
            </RadioGroup>
            {errors.exam && <FormHelperText>{errors.exam}</FormHelperText>}
          </FormControl>

          <TextField
            select
            label={t('profile.coaching')}
            value={coachingOptions.some((c) => c.id === draft.coachingId) ? draft.coachingId : ''}
            onChange={(e) => set('coachingId', e.target.value)}
            error={Boolean(errors.coachingId) || coachings.isError}
            helperText={errors.coachingId ?? (coachings.isError ? t('profile.coachingError') : coachings.isPending ? t('profile.coachingLoading') : undefined)}
            disabled={coachings.isPending}
            // Its label and "Loading coachings…" are read while the field waits: not greyed out (4.5:1, found by the crawler).
            slotProps={{
              inputLabel: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } },
              formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } },
            }}
            fullWidth
          >
            {coachingOptions.map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {c.name}
              </MenuItem>
            ))}
          </TextField>

          {draft.coachingId && (branches.data?.length ?? 0) > 0 && (
            <TextField select label={t('profile.branch')} value={draft.branchId} onChange={(e) => set('branchId', e.target.value)} fullWidth>
              <MenuItem value="">{t('profile.branchNone')}</MenuItem>
              {(branches.data ?? []).map((b) => (
                <MenuItem key={b.id} value={b.id}>
                  {b.name}
                </MenuItem>
              ))}
            </TextField>
          )}

          <FormControl error={Boolean(errors.gender)}>
            <FormLabel id="gender-label">{t('profile.gender')}</FormLabel>
            <RadioGroup row aria-labelledby="gender-label" value={draft.gender} onChange={(e) => set('gender', e.target.value as Gender)}>
              {GENDERS.map((g) => (
                <FormControlLabel key={g} value={g} control={<Radio />} label={t(`profile.genders.${g}`)} />
              ))}
            </RadioGroup>
            <FormHelperText>{errors.gender ?? t('profile.genderHelper')}</FormHelperText>
          </FormControl>

          <TextField
            label={t('profile.birthDate')}
            type="date"
            value={draft.birthDate}
            onChange={(e) => set('birthDate', e.target.value)}
            error={Boolean(errors.birthDate)}
            helperText={errors.birthDate ?? (props.initial?.birthDate ? t('profile.birthDateSet') : t('profile.birthDateHelper'))}
            // Set once (decision 203): a mistake is corrected by the team, on request.
            disabled={Boolean(props.initial?.birthDate)}
            fullWidth
            // Set, it is read-only: its label and helper keep readable contrast (MUI's disabled grey fails it).
            slotProps={{
              inputLabel: { shrink: true, sx: { '&.Mui-disabled': { color: 'text.secondary' } } },
              formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } },
              htmlInput: { max: today },
            }}
          />

          <TextField
            label={t('profile.parentPhone')}
            value={draft.parentPhone}
            onChange={(e) => set('parentPhone', normalisePhoneInput(e.target.value))}
            error={Boolean(errors.parentPhone)}
            helperText={errors.parentPhone ?? t('profile.parentPhoneHelper')}
            type="tel"
            fullWidth
            slotProps={{
              input: { startAdornment: <InputAdornment position="start">+91</InputAdornment> },
              htmlInput: { maxLength: PHONE_LENGTH, inputMode: 'numeric' },
            }}
          />
        </>
      )}

      {save.isError && (
        <Alert severity="error" role="alert">
          {t('notify.profileSaveFailed.text')}
        </Alert>
      )}
      <Button type="submit" variant="contained" size="large" disabled={save.isPending}>
        {save.isPending ? t('profile.saving') : props.submitLabel}
      </Button>
    </Stack>
  );
}
