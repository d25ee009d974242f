import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';

/**
 * One filter of a list's plain GET form: a labelled select whose first choice (Any) leaves it out of
 * the address. No script: the form reloads the page at its new address.
 */
export function FilterSelect({
  id,
  name,
  label,
  value,
  options,
  className,
  anyLabel = 'Any',
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  options: readonly { value: string | number; label: string }[];
  className: string;
  anyLabel?: string;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} name={name} defaultValue={value} className={className}>
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
