import '@mantine/core/styles/NumberInput.css';
import { NumberInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isIdleTimeout } from './broadcast-validity';

interface IdleTimeoutFieldProps {
  seconds: number;
  onChange: (seconds: number) => void;
  isShowingProblems: boolean;
}

/**
 * A local selection's idle timeout: how long a choice on the screen plays without a touch. Loaded
 * only for local selections, so the number input stays out of the broadcast editor's chunk.
 */
export default function IdleTimeoutField({
  seconds,
  onChange,
  isShowingProblems,
}: IdleTimeoutFieldProps) {
  const { t } = useTranslation();
  return (
    <NumberInput
      label={t('localSelections.idleTimeout.label')}
      description={t('localSelections.idleTimeout.description')}
      value={seconds}
      // Cleared, it reads as nothing: not a timeout the server takes, so the error shows.
      onChange={(value) => onChange(typeof value === 'number' ? value : Number.NaN)}
      min={5}
      max={600}
      allowDecimal={false}
      clampBehavior="none"
      error={
        isShowingProblems && !isIdleTimeout(seconds)
          ? t('localSelections.idleTimeout.problem')
          : undefined
      }
      w={220}
    />
  );
}
