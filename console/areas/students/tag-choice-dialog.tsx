import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { $t } from '@shared/i18n/i18n.ts';
import { manualTagsSource } from '@shared/students/resources.ts';
import type { StudentTag } from '@shared/students/tag-types.ts';
import { CheckChoices } from '@console/kit/check-choices.tsx';
import { FormDialog } from '@console/kit/form-dialog.tsx';
import { refusalText } from '@console/kit/field-problems.ts';

type Props = {
  title: string;
  saveLabel?: string;
  /** the tags ticked when it opens */
  initial?: readonly number[];
  /** sends the chosen tags; the dialog closes when it went through */
  submit: (tagIds: number[]) => Promise<void>;
  onClose: () => void;
  /** whether none chosen may be sent (a student's tags cleared), or is refused */
  allowNone?: boolean;
};

/** The teacher's manual tags as checkboxes in a dialog: tagging students in bulk, and a student's own tags. */
export function TagChoiceDialog({ title, saveLabel, initial = [], submit, onClose, allowNone = false }: Props) {
  const t = useStore($t);
  const [chosen, setChosen] = useState<number[]>([...initial]);
  const [problem, setProblem] = useState<string>();
  const send = async (): Promise<string | null> => {
    if (!allowNone && chosen.length === 0) {
      setProblem(t('students.bulk.pick'));
      return null;
    }
    try {
      await submit(chosen);
      onClose();
      return null;
    } catch (failure) {
      return refusalText(failure);
    }
  };
  return (
    <FormDialog title={title} width={480} onClose={onClose} submit={send} saveLabel={saveLabel}>
      <CheckChoices<StudentTag, { manual: true }>
        label={t('students.bulk.tags')}
        error={problem}
        source={manualTagsSource}
        query={{ manual: true }}
        labelOf={(tag) => tag.name}
        held={[]}
        none={t('students.bulk.noManual')}
        value={chosen}
        onChange={(ids) => {
          setChosen(ids);
          setProblem(undefined);
        }}
      />
    </FormDialog>
  );
}
