// Add or edit a partner: code, name and e-mail fixed once created; share forced to 0–100; slots only when active.
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import type { AdminPartner } from '../../../../common/admin';
import { FormError } from '../../../components/form/FormError';
import { useZodForm } from '../../../components/form/useZodForm';
import { ADMIN_LABELS as L } from './labels';
import { NoFreeChannelDialog } from './NoFreeChannelDialog';
import { PartnerFields } from './PartnerFields';
import { createForm, typedOf, updateForm } from './partnerForm';
import { noChannelOf, saveFailureOf, useSavePartner } from './useSavePartner';

type Props = {
  partner: AdminPartner | null;
  slots: Array<{ id: string; label: string }>;
  onClose: () => void;
};

export function PartnerDialog({ partner, slots, onClose }: Props) {
  const editing = partner !== null;
  const form = useZodForm(editing ? updateForm : createForm, {
    mode: 'onTouched',
    defaultValues: typedOf(partner),
  });
  const save = useSavePartner(partner, form, onClose);
  const submit = (withoutChannel: boolean) =>
    void form.handleSubmit((body) => save.mutate({ body, withoutChannel }))();

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{editing ? `${L.edit} ${partner.name}` : L.add}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <PartnerFields
            control={form.control}
            setValue={form.setValue}
            editing={editing}
            trialUntil={partner?.trial_until ?? null}
            slots={slots}
          />
          <FormError message={saveFailureOf(save.error)} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{L.cancel}</Button>
        <Button variant="contained" onClick={() => submit(false)} disabled={save.isPending}>
          {L.save}
        </Button>
      </DialogActions>
      <NoFreeChannelDialog
        refusal={noChannelOf(save.error)}
        busy={save.isPending}
        onCancel={() => save.reset()}
        onActivate={() => submit(true)}
      />
    </Dialog>
  );
}
