// The create / edit dialog of a coaching, branch or area. Edits send only the fields that changed (PATCH), so the
// audit log's before/after names exactly what an admin changed. A failed save keeps the dialog and what was typed,
// with each API field error beside its field.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EXAMS, type Coaching } from '@kotastay/shared/schemas/catalogue';
import { PinField } from '../../map';
import { createEntry, fieldErrorsOf, messageOf, updateEntry, type CatalogueKind } from '../api/admin-catalogue-api';
import { draftOf, requestBody, type Draft, type Entry, type TextFieldName } from './entry-draft';

export type { Entry } from './entry-draft';

export function EntryDialog(props: {
  kind: CatalogueKind;
  entry: Entry | null;
  coachings: Coaching[];
  defaultCoachingId: string | null;
  onClose: () => void;
  onSaved: (name: string) => void;
}) {
  const { kind, entry, coachings, onClose, onSaved } = props;
  const { t } = useTranslation('catalogue');
  const [initial] = useState(() => draftOf(entry, { coachingId: props.defaultCoachingId }));
  const [draft, setDraft] = useState(initial);
  const [pinKey, setPinKey] = useState(0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setFailure(null);
    // An edited field's error goes with the edit (its own key and nested ones such as exams.0).
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !Object.keys(patch).some((p) => k === p || k.startsWith(`${p}.`)))));
  };
  const err = (field: string) => errors[field] ?? Object.entries(errors).find(([k]) => k.startsWith(`${field}.`))?.[1];
  const field = (name: TextFieldName, extra: object = {}) => (
    <TextField
      label={name === 'popularRank' ? t('admin.popularRank') : t(`admin.fields.${name}`)}
      value={draft[name]}
      onChange={(e) => set({ [name]: e.target.value })}
      error={Boolean(err(name))}
      helperText={err(name)}
      {...extra}
    />
  );
  const lat = Number(draft.lat);
  const lng = Number(draft.lng);
  const pinOk = draft.lat.trim() !== '' && draft.lng.trim() !== '' && Number.isFinite(lat) && Number.isFinite(lng);

  const save = async () => {
    setFailure(null);
    const local: Record<string, string> = {};
    if (kind !== 'coachings') {
      if (!Number.isFinite(Number(draft.lat)) || draft.lat.trim() === '') local.lat = t('admin.notANumber');
      if (!Number.isFinite(Number(draft.lng)) || draft.lng.trim() === '') local.lng = t('admin.notANumber');
    }
    setErrors(local);
    if (Object.keys(local).length) return;
    const body = requestBody(kind, initial, draft, entry !== null);
    if (entry && Object.keys(body).length === 0) return onClose();
    setBusy(true);
    try {
      await (entry ? updateEntry(kind, entry.id, body) : createEntry(kind, body as never));
      onSaved(draft.name.trim());
    } catch (e) {
      setErrors(fieldErrorsOf(e));
      setFailure(messageOf(e, t('admin.saveFailed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="entry-dialog-title">
      <DialogTitle id="entry-dialog-title">{entry ? t(`admin.editTitle.${kind}`) : t(`admin.add.${kind}`)}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {failure && <Alert severity="error">{failure}</Alert>}
          {kind === 'branches' && (
            <TextField select label={t('admin.pickCoaching')} value={draft.coaching_id} onChange={(e) => set({ coaching_id: e.target.value })} error={Boolean(err('coaching_id'))} helperText={err('coaching_id')}>
              {coachings.map((c) => (
                <MenuItem key={c.id} value={c.id}>{c.name}</MenuItem>
              ))}
            </TextField>
          )}
          {field('name', { autoFocus: true, required: true, slotProps: { htmlInput: { maxLength: 80 } } })}
          {kind === 'coachings' && (
            <>
              {field('shortName', { slotProps: { htmlInput: { maxLength: 30 } } })}
              <div>
                <Typography variant="subtitle2">{t('admin.fields.exams')}</Typography>
                <FormGroup row>
                  {EXAMS.map((x) => (
                    <FormControlLabel
                      key={x}
                      label={x}
                      control={<Checkbox checked={draft.exams.includes(x)} onChange={(e) => set({ exams: e.target.checked ? [...draft.exams, x] : draft.exams.filter((y) => y !== x) })} />}
                    />
                  ))}
                </FormGroup>
                {err('exams') && <FormHelperText error>{err('exams')}</FormHelperText>}
              </div>
              {field('website', { type: 'url' })}
            </>
          )}
          {kind === 'branches' && (
            <>
              {field('address', { required: true, slotProps: { htmlInput: { maxLength: 200 } } })}
              {field('area', { slotProps: { htmlInput: { maxLength: 80 } } })}
            </>
          )}
          {kind === 'areas' && (
            <>
              {field('description', { multiline: true, minRows: 2, slotProps: { htmlInput: { maxLength: 300 } } })}
              {field('aliases')}
            </>
          )}
          {kind !== 'branches' && (
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <FormControlLabel control={<Switch checked={draft.popular} onChange={(e) => set({ popular: e.target.checked })} />} label={t('admin.popular')} />
              {field('popularRank', { type: 'number', sx: { flex: 1 } })}
            </Stack>
          )}
          {kind !== 'coachings' && (
            <>
              <Typography variant="body2" color="text.secondary">{t('admin.pinHelp')}</Typography>
              <Stack direction="row" spacing={2}>
                {field('lat', { onChange: (e: { target: { value: string } }) => { set({ lat: e.target.value }); setPinKey((k) => k + 1); }, slotProps: { htmlInput: { inputMode: 'decimal' } }, sx: { flex: 1 } })}
                {field('lng', { onChange: (e: { target: { value: string } }) => { set({ lng: e.target.value }); setPinKey((k) => k + 1); }, slotProps: { htmlInput: { inputMode: 'decimal' } }, sx: { flex: 1 } })}
              </Stack>
              {pinOk && <PinField key={pinKey} value={{ lat, lng }} onChange={(p) => set({ lat: String(p.lat), lng: String(p.lng) })} />}
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>{t('admin.cancel')}</Button>
        <Button variant="contained" onClick={() => void save()} disabled={busy}>{busy ? t('admin.saving') : t('admin.save')}</Button>
      </DialogActions>
    </Dialog>
  );
}
