// /add-pg (and /add-pg-new): the listing wizard. The draft lives in Firestore `pg_drafts/{id}` and saves as the
// owner types (debounced), so a reload — `?id=` in the URL — picks up where they were.
import DeleteIcon from '@mui/icons-material/Delete';
import MyLocationIcon from '@mui/icons-material/MyLocation';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ROUTES } from '@kotastay/shared/routes';
import {
  declarationItemsFor,
  emptyDraftInput,
  DRAFT_OWNER_FIELDS,
  type DraftRoom,
  type PgDraftDoc,
  type PgDraftInput,
} from '@kotastay/shared/schemas/pg-draft';
import { emptyDraftCharges } from '@kotastay/shared/schemas/charges';
import { MAX_MAINTENANCE_INR_PER_YEAR } from '@kotastay/shared/schemas/pg';
import { AMENITIES, GENDERS, PG_TYPES, SHARING_TYPES } from '@kotastay/shared/vocabulary';
import { useAreas } from '../../catalogue';
import { ChargesReview, ChargesStep } from '../../costs/owner';
import { CaresAnswers, RoomLines } from '../components/listing-summary';
import { SessionSpinner } from '../../auth';
import { deletePhoto, errorText, newDraftId, saveDraft, submitDraft, uploadPhoto } from '../api/listings-api';
import { OwnerFirebase } from '../components/owner-firebase';
import { useDraft } from '../hooks/use-listing-drafts';
import { PinField } from '../../map';
import { ApiError } from '../../../lib/api-client';

// Google's draggable pin when a Maps key is configured; the offline picker otherwise (and in every local run).

/** Off screen but read: a phone's stepper keeps every step's name in its button's text. */
const VISUALLY_HIDDEN = { position: 'absolute', top: 0, left: 0, width: 1, height: 1, margin: 0, overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' } as const;

const STEPS = ['basics', 'rooms', 'living', 'charges', 'cares', 'photos', 'review'] as const;
const SAVE_DELAY_MS = 800;

const ownerInput = (d: PgDraftDoc): PgDraftInput =>
  ({ ...emptyDraftInput(), ...Object.fromEntries(DRAFT_OWNER_FIELDS.map((k) => [k, d[k]]).filter(([, v]) => v !== undefined)) }) as PgDraftInput;

/** The mess line follows the Food step: in the rent when meals are, otherwise unanswered until the owner says. */
const withMess = (charges: PgDraftInput['charges'], foodIncluded: boolean): PgDraftInput['charges'] => {
  const c = charges ?? emptyDraftCharges();
  if (foodIncluded) return { ...c, mess: { mode: 'included', inrPerMonth: 0 } };
  return c.mess?.mode === 'included' ? { ...c, mess: null } : c;
};

const roomId = () => `r${Math.random().toString(36).slice(2, 10)}`;

export default function AddPgScreen() {
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  const [failed, setFailed] = useState(false);
  const { t } = useTranslation('owner');
  // A new listing gets an id for its URL (so a reload comes back to it), not a document: the draft is created by
  // the owner's first edit (or first photo), so opening the wizard and leaving stores nothing. Making an id writes
  // nothing, so React's development double-run of this effect costs nothing either.
  useEffect(() => {
    if (id) return;
    let live = true;
    newDraftId().then(
      (newId) => {
        if (live) setParams({ id: newId }, { replace: true });
      },
      () => setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [id, setParams]);
  if (failed) return <Alert severity="error">{t('wizard.saveFailed')}</Alert>;
  if (!id) return <SessionSpinner />;
  return (
    <OwnerFirebase>
      <Wizard key={id} pgId={id} />
    </OwnerFirebase>
  );
}

function Wizard({ pgId }: { pgId: string }) {
  const { t } = useTranslation(['owner', 'listings', 'costs']);
  const navigate = useNavigate();
  const { status, draft } = useDraft(pgId);
  const [edited, setInput] = useState<PgDraftInput | null>(null);
  // An existing draft starts from what is stored, a new one (no document yet) from empty; after the first edit the
  // form is the source of truth.
  const input = edited ?? (status === 'success' ? (draft ? ownerInput(draft) : emptyDraftInput()) : null);
  const [step, setStep] = useState(0);
  const [saveState, setSaveState] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const dirty = useRef(false);
  // A published listing's saved rooms change free beds on My PGs (with move-in confirmations), not here.
  // (the rooms the draft had when it loaded; a room added now is set here until it is published).
  const [savedRoomIds, setSavedRoomIds] = useState<Set<string> | null>(null);
  if (savedRoomIds === null && status === 'success') setSavedRoomIds(new Set(draft?.live ? draft.rooms.map((r) => r.id) : []));

  const exists = status === 'success' && draft !== undefined;
  // Whether the document exists (or a save that creates it went through): the first save creates, later ones
  // update. Saves run one after another, so a slow first save is never raced by a second create.
  const stored = useRef(false);
  const saving = useRef<Promise<void>>(Promise.resolve());
  useEffect(() => {
    if (exists) stored.current = true;
  }, [exists]);
  const queueSave = (next: PgDraftInput): Promise<void> => {
    const run = saving.current
      .catch(() => undefined)
      .then(() => saveDraft(pgId, next, !stored.current))
      .then(() => {
        stored.current = true;
      });
    saving.current = run;
    return run;
  };
  const queueSaveRef = useRef(queueSave);
  useEffect(() => {
    queueSaveRef.current = queueSave;
  });

  useEffect(() => {
    if (!edited || !dirty.current) return;
    setSaveState('saving');
    const timer = setTimeout(() => {
      queueSaveRef.current(edited).then(
        () => setSaveState('saved'),
        () => setSaveState('failed'),
      );
    }, SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [edited, pgId]);

  if (!input) return <SessionSpinner />;
  const update = (patch: Partial<PgDraftInput>) => {
    dirty.current = true;
    setInput({ ...input, ...patch });
  };
  const setRoom = (i: number, patch: Partial<DraftRoom>) =>
    update({ rooms: input.rooms.map((r, j) => (j === i ? { ...r, ...patch } : r)) });
  const num = (e: ChangeEvent<HTMLInputElement>) => Math.max(0, Math.floor(Number(e.target.value) || 0));
  const photos = draft?.photos ?? [];
  // Photos are stored against the draft: a new listing's first photo creates it with what the form holds.
  const beforeUpload = () => (stored.current ? Promise.resolve() : queueSave(input));

  const stepName = (s: (typeof STEPS)[number]) => (s === 'charges' ? t('step.tab', { ns: 'costs' }) : t(`wizard.steps.${s}`));
  const submit = async () => {
    setErrors({});
    try {
      const res = await submitDraft(pgId);
      setNotice(res.published ? t('wizard.published') : t('wizard.submitted'));
      navigate(ROUTES.managePg);
    } catch (err) {
      if (err instanceof ApiError && Object.keys(err.fields).length) setErrors(err.fields);
      else setNotice(errorText(err));
    }
  };

  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <Stack direction="row" sx={{ mb: 2, justifyContent: 'space-between', alignItems: 'baseline' }}>
        <Typography variant="h1" sx={{ fontSize: { xs: 24, md: 30 } }}>
          {draft?.review || draft?.live ? t('wizard.editTitle') : t('wizard.title')}
        </Typography>
        <Typography variant="body2" color={saveState === 'failed' ? 'error' : 'text.secondary'} role="status" data-testid="save-state">
          {saveState === 'saving' ? t('wizard.saving') : saveState === 'saved' ? t('wizard.saved') : saveState === 'failed' ? t('wizard.saveFailed') : ''}
        </Typography>
      </Stack>
      {draft?.review?.status === 'changes_requested' && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('wizard.changesRequested', { reason: draft.review.reason ?? '' })}
        </Alert>
      )}
      {/* At 360 px six labels run into each other: phones show only the current step's name; the others are
          visually hidden, not removed, so each button is named by its own text (an aria-label of the name alone
          left out the visible step number: axe label-content-name-mismatch). */}
      <Stepper
        nonLinear
        activeStep={step}
        alternativeLabel
        sx={(theme) => ({
          mb: 3,
          [theme.breakpoints.only('xs')]: {
            '& .MuiStepLabel-labelContainer': { position: 'relative' },
            '& .MuiStepLabel-label:not(.Mui-active)': VISUALLY_HIDDEN,
          },
        })}
      >
        {STEPS.map((s, i) => (
          <Step key={s}>
            <StepButton onClick={() => setStep(i)}>{stepName(s)}</StepButton>
          </Step>
        ))}
      </Stepper>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        {STEPS[step] === 'basics' && (
          <Stack spacing={2}>
            <TextField label={t('wizard.name')} value={input.name} onChange={(e) => update({ name: e.target.value })} slotProps={{ htmlInput: { maxLength: 100 } }} />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField select fullWidth label={t('wizard.type')} value={input.type ?? ''} onChange={(e) => update({ type: e.target.value as PgDraftInput['type'] })}>
                {PG_TYPES.map((v) => (
                  <MenuItem key={v} value={v}>{t(`wizard.types.${v}`)}</MenuItem>
                ))}
              </TextField>
              <TextField select fullWidth label={t('wizard.gender')} value={input.gender ?? ''} onChange={(e) => update({ gender: e.target.value as PgDraftInput['gender'] })}>
                {GENDERS.map((v) => (
                  <MenuItem key={v} value={v}>{t(`wizard.genders.${v}`)}</MenuItem>
                ))}
              </TextField>
            </Stack>
            <TextField label={t('wizard.address')} value={input.address} multiline minRows={2} onChange={(e) => update({ address: e.target.value })} slotProps={{ htmlInput: { maxLength: 300 } }} />
            <AreaSelect value={input.areaId} onChange={(area) => update({ areaId: area.id, areaName: area.name, location: input.location ?? { lat: area.lat, lng: area.lng } })} />
            <Typography variant="subtitle1">{t('wizard.pin')}</Typography>
            <Typography variant="body2" color="text.secondary">{t('wizard.pinHelp')}</Typography>
            {input.location ? (
              <PinField value={input.location} onChange={(location) => update({ location })} />
            ) : (
              <Alert severity="info">{t('wizard.noPin')}</Alert>
            )}
            <Button
              startIcon={<MyLocationIcon />}
              sx={{ alignSelf: 'flex-start' }}
              onClick={() =>
                navigator.geolocation.getCurrentPosition(
                  (p) => update({ location: { lat: Number(p.coords.latitude.toFixed(6)), lng: Number(p.coords.longitude.toFixed(6)) } }),
                  () => setNotice(t('wizard.locationFailed')),
                )
              }
            >
              {t('wizard.useLocation')}
            </Button>
          </Stack>
        )}

        {STEPS[step] === 'rooms' && (
          <Stack spacing={2}>
            {input.rooms.map((r, i) => (
              <Paper key={r.id} variant="outlined" sx={{ p: 2 }}>
                <Stack sx={{ flexWrap: 'wrap' }} direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap>
                  <TextField select label={t('wizard.sharing')} value={r.sharing} onChange={(e) => setRoom(i, { sharing: e.target.value as DraftRoom['sharing'] })} sx={{ minWidth: 120 }}>
                    {SHARING_TYPES.map((v) => (
                      <MenuItem key={v} value={v}>{t(`wizard.sharings.${v}`)}</MenuItem>
                    ))}
                  </TextField>
                  <TextField type="number" label={t('wizard.rent')} value={r.rentInr} onChange={(e) => setRoom(i, { rentInr: num(e as ChangeEvent<HTMLInputElement>) })} slotProps={{ htmlInput: { 'data-testid': `rent-${i}` } }} />
                  <TextField type="number" label={t('wizard.deposit')} value={r.depositInr} onChange={(e) => setRoom(i, { depositInr: num(e as ChangeEvent<HTMLInputElement>) })} error={r.depositInr > 0} helperText={r.depositInr > 0 ? t('wizard.depositWarning') : ' '} />
                  <TextField type="number" label={t('wizard.bedsTotal')} value={r.bedsTotal} onChange={(e) => setRoom(i, { bedsTotal: num(e as ChangeEvent<HTMLInputElement>) })} slotProps={{ htmlInput: { 'data-testid': `beds-total-${i}` } }} />
                  <TextField type="number" label={t('wizard.bedsFree')} value={r.bedsAvailable} disabled={savedRoomIds?.has(r.id)} helperText={savedRoomIds?.has(r.id) ? t('wizard.bedsFreeOnManage') : undefined} onChange={(e) => setRoom(i, { bedsAvailable: num(e as ChangeEvent<HTMLInputElement>) })} slotProps={{ htmlInput: { 'data-testid': `beds-free-${i}` } }} />
                </Stack>
                <Stack sx={{ alignItems: 'center', flexWrap: 'wrap' }} direction="row">
                  <FormControlLabel control={<Checkbox checked={r.ac} onChange={(e) => setRoom(i, { ac: e.target.checked })} />} label={t('wizard.ac')} />
                  <FormControlLabel control={<Checkbox checked={r.attachedBathroom} onChange={(e) => setRoom(i, { attachedBathroom: e.target.checked })} />} label={t('wizard.bathroom')} />
                  <Button color="error" onClick={() => update({ rooms: input.rooms.filter((_, j) => j !== i) })}>{t('wizard.removeRoom')}</Button>
                </Stack>
              </Paper>
            ))}
            <Button
              variant="outlined"
              sx={{ alignSelf: 'flex-start' }}
              disabled={input.rooms.length >= 10}
              onClick={() => update({ rooms: [...input.rooms, { id: roomId(), sharing: 'double', ac: false, attachedBathroom: false, rentInr: 0, depositInr: 0, bedsTotal: 0, bedsAvailable: 0 }] })}
            >
              {t('wizard.addRoom')}
            </Button>
          </Stack>
        )}

        {STEPS[step] === 'living' && (
          <Stack spacing={2}>
            <Stack sx={{ alignItems: 'center', flexWrap: 'wrap' }} direction="row">
              <FormControlLabel control={<Checkbox checked={input.food.included} onChange={(e) => update({ food: { ...input.food, included: e.target.checked, mealsPerDay: e.target.checked ? Math.max(1, input.food.mealsPerDay) : 0 }, charges: withMess(input.charges, e.target.checked) })} />} label={t('wizard.foodIncluded')} />
              <FormControlLabel control={<Checkbox checked={input.food.vegOnly} onChange={(e) => update({ food: { ...input.food, vegOnly: e.target.checked } })} />} label={t('wizard.vegOnly')} />
              <TextField type="number" size="small" label={t('wizard.meals')} value={input.food.mealsPerDay} onChange={(e) => update({ food: { ...input.food, mealsPerDay: Math.min(4, num(e as ChangeEvent<HTMLInputElement>)) } })} sx={{ width: 140 }} />
            </Stack>
            <Typography variant="subtitle1">{t('wizard.amenities')}</Typography>
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
              {AMENITIES.map((a) => (
                <FormControlLabel
                  key={a}
                  control={<Checkbox checked={input.amenities.includes(a)} onChange={(e) => update({ amenities: e.target.checked ? [...input.amenities, a] : input.amenities.filter((x) => x !== a) })} />}
                  label={t(`amenity.${a}`, { ns: 'listings' })}
                />
              ))}
            </Box>
            <TextField label={t('wizard.entryTime')} value={input.rules.entryTime ?? ''} onChange={(e) => update({ rules: { ...input.rules, entryTime: e.target.value || null } })} />
            <Stack sx={{ flexWrap: 'wrap' }} direction="row">
              <FormControlLabel control={<Checkbox checked={input.rules.visitorsAllowed} onChange={(e) => update({ rules: { ...input.rules, visitorsAllowed: e.target.checked } })} />} label={t('wizard.visitors')} />
              <FormControlLabel control={<Checkbox checked={input.rules.parentsStayAvailable} onChange={(e) => update({ rules: { ...input.rules, parentsStayAvailable: e.target.checked } })} />} label={t('wizard.parentsStay')} />
            </Stack>
            <TextField label={t('wizard.ruleNotes')} value={input.rules.notes} onChange={(e) => update({ rules: { ...input.rules, notes: e.target.value } })} slotProps={{ htmlInput: { maxLength: 500 } }} />
            <TextField label={t('wizard.description')} multiline minRows={3} value={input.description} onChange={(e) => update({ description: e.target.value })} slotProps={{ htmlInput: { maxLength: 3000 } }} />
            {/* The Monthly charges step states what is billed on top of rent; a listing written before it may still
                carry a free-text note (the PG page shows it), editable here until the owner clears it. */}
            {(draft?.totalMonthlyCostNote ?? '') !== '' && (
              <TextField label={t('wizard.costNote')} multiline value={input.totalMonthlyCostNote} onChange={(e) => update({ totalMonthlyCostNote: e.target.value })} slotProps={{ htmlInput: { maxLength: 300 } }} />
            )}
          </Stack>
        )}

        {STEPS[step] === 'charges' && (
          <ChargesStep
            charges={withMess(input.charges, input.food.included) ?? emptyDraftCharges()}
            foodIncluded={input.food.included}
            rooms={input.rooms}
            roomLabel={(r) => `${t(`wizard.sharings.${r.sharing as DraftRoom['sharing']}`)}${r.ac ? ' · AC' : ''}`}
            errors={errors}
            onChange={(charges) => update({ charges })}
          />
        )}
        {STEPS[step] === 'cares' && (
          <Stack spacing={1}>
            <Typography>{t('wizard.caresIntro')}</Typography>
            {declarationItemsFor(input.gender).map((item) => (
              <FormControlLabel
                key={item}
                control={<Checkbox checked={input.declaration[item] === true} onChange={(e) => update({ declaration: { ...input.declaration, [item]: e.target.checked } })} />}
                label={t(`checklist.${item}`, { ns: 'listings' })}
              />
            ))}
            <TextField
              type="number"
              label={t('wizard.maintenance')}
              value={input.maintenanceInrPerYear}
              onChange={(e) => update({ maintenanceInrPerYear: Math.min(100_000, num(e as ChangeEvent<HTMLInputElement>)) })}
              error={input.maintenanceInrPerYear > MAX_MAINTENANCE_INR_PER_YEAR}
              helperText={input.maintenanceInrPerYear > MAX_MAINTENANCE_INR_PER_YEAR ? t('wizard.maintenanceWarning') : ' '}
              sx={{ maxWidth: 280 }}
            />
          </Stack>
        )}

        {STEPS[step] === 'photos' && <PhotosStep pgId={pgId} photos={photos} beforeUpload={beforeUpload} onError={setNotice} />}

        {STEPS[step] === 'review' && (
          <Stack spacing={2}>
            <Typography>{t('wizard.reviewIntro')}</Typography>
            <Typography variant="h2" sx={{ fontSize: 20 }}>{input.name || '—'}</Typography>
            <Typography color="text.secondary">{input.address} · {input.areaName}</Typography>
            {/* Everything the owner is about to send, not only the name (issue #21). */}
            <div data-testid="review-summary">
              <Typography variant="subtitle2" sx={{ fontWeight: 700 }}>{t('admin.rooms')}</Typography>
              <RoomLines rooms={input.rooms} />
              <ChargesReview charges={input.charges} rooms={input.rooms} />
              <Typography variant="subtitle2" sx={{ mt: 1.5, fontWeight: 700 }}>{t('wizard.steps.cares')}</Typography>
              <CaresAnswers input={input} />
            </div>
            <Typography>{t('wizard.photoCount', { count: photos.length })}</Typography>
            {Object.keys(errors).length > 0 && (
              <Alert severity="error">
                {t('wizard.fixThese')}
                <ul style={{ margin: 0 }}>
                  {Object.entries(errors).map(([k, v]) => (
                    <li key={k}>{k}: {v}</li>
                  ))}
                </ul>
              </Alert>
            )}
            <Button variant="contained" size="large" onClick={() => void submit()} disabled={!exists || saveState === 'saving'} sx={{ alignSelf: 'flex-start' }}>
              {t('wizard.submit')}
            </Button>
          </Stack>
        )}
      </Paper>
      {notice && (
        <Alert severity="info" sx={{ mt: 2 }} onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      <Stack direction="row" sx={{ mt: 2, justifyContent: 'space-between' }}>
        <Button disabled={step === 0} onClick={() => setStep(step - 1)}>{t('wizard.back')}</Button>
        {step < STEPS.length - 1 && (
          <Button variant="contained" onClick={() => setStep(step + 1)}>{t('wizard.next')}</Button>
        )}
      </Stack>
    </Container>
  );
}

function AreaSelect({ value, onChange }: { value: string | null; onChange: (a: { id: string; name: string; lat: number; lng: number }) => void }) {
  const { t } = useTranslation('owner');
  const areas = useAreas();
  return (
    <TextField
      select
      label={t('wizard.area')}
      value={areas.data?.some((a) => a.id === value) ? value : ''}
      onChange={(e) => {
        const area = areas.data?.find((a) => a.id === e.target.value);
        if (area) onChange(area);
      }}
    >
      {(areas.data ?? []).map((a) => (
        <MenuItem key={a.id} value={a.id}>{a.name}</MenuItem>
      ))}
    </TextField>
  );
}

function PhotosStep({ pgId, photos, beforeUpload, onError }: { pgId: string; photos: NonNullable<PgDraftDoc['photos']>; beforeUpload: () => Promise<void>; onError: (m: string) => void }) {
  const { t } = useTranslation('owner');
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const onFiles = async (files: FileList | null) => {
    const list = Array.from(files ?? []);
    if (list.length === 0) return;
    setProgress({ done: 0, total: list.length });
    try {
      await beforeUpload();
    } catch {
      setProgress(null);
      onError(t('wizard.saveFailed'));
      return;
    }
    for (let i = 0; i < list.length; i++) {
      setProgress({ done: i, total: list.length });
      try {
        await uploadPhoto(pgId, list[i] as File);
      } catch (err) {
        onError(errorText(err));
      }
    }
    setProgress(null);
  };
  return (
    <Stack spacing={2}>
      <Typography>{t('wizard.photosIntro')}</Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, gap: 1 }}>
        {photos.map((p) => (
          <Box key={p.id} sx={{ position: 'relative', aspectRatio: '4 / 3', bgcolor: p.placeholderColor ?? 'grey.200', borderRadius: 1, overflow: 'hidden' }}>
            <img src={p.urls.thumb} alt={p.alt} width={160} height={120} style={{ width: '100%', height: '100%', objectFit: 'cover' }} data-testid="draft-photo" />
            <IconButton aria-label={t('wizard.deletePhoto')} size="small" onClick={() => void deletePhoto(pgId, p.id).catch((e: unknown) => onError(errorText(e)))} sx={{ position: 'absolute', top: 4, right: 4, bgcolor: 'rgba(255,255,255,.85)' }}>
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Box>
        ))}
      </Box>
      <Button variant="outlined" component="label" disabled={progress !== null} sx={{ alignSelf: 'flex-start' }}>
        {progress ? t('wizard.uploading', { done: String(progress.done + 1), total: String(progress.total) }) : t('wizard.addPhotos')}
        <input hidden type="file" accept="image/jpeg,image/png,image/webp" multiple data-testid="photo-input" onChange={(e) => void onFiles(e.target.files)} />
      </Button>
      <Typography variant="body2">{t('wizard.photoCount', { count: photos.length })}</Typography>
    </Stack>
  );
}
