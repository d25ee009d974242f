import { NativeSelect } from '@/components/ui/native-select';
import { LEVEL_OPTIONS } from './level-options';

/** One level (none, 2 view … 5 manage) in the browser's own select: the editor has a hundred of them. */
export function LevelSelect({
  label,
  value,
  onChange,
  disabled,
}: {
  label: string;
  value: number;
  onChange: (level: number) => void;
  disabled?: boolean;
}) {
  return (
    <NativeSelect
      size="sm"
      aria-label={label}
      value={String(value)}
      disabled={disabled}
      onChange={(event) => onChange(Number(event.target.value))}
      className="w-28"
    >
      {LEVEL_OPTIONS.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </NativeSelect>
  );
}
