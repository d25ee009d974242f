'use client';

import { useTheme } from 'next-themes';
import { Controller, useForm, type Path } from 'react-hook-form';

import { ChoiceGroup, type Choice } from '@/components/settings/choice-group';
import { ConflictAlert } from '@/components/settings/conflict-alert';
import { useSettingsSubmit } from '@/components/settings/use-settings-submit';
import { useFont } from '@/components/theme/font-provider';
import { fontClassName } from '@/components/theme/preferences';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { Font, Theme } from '@/lib/contract/enums';
import type { PreferencesUpdateInput } from '@/lib/contract/me';
import { savePreferences } from '@/lib/preferences/actions';
import { cn } from '@/lib/utils';

const FIELDS: readonly Path<PreferencesUpdateInput>[] = ['theme', 'font'];

// Fixed colours: a swatch shows its theme whatever theme the page around it is in.
const SWATCH = {
  light: {
    page: 'border-slate-200 bg-white',
    text: 'bg-slate-800',
    muted: 'bg-slate-400',
    accent: 'bg-slate-900',
  },
  dark: {
    page: 'border-slate-700 bg-[#020817]',
    text: 'bg-slate-100',
    muted: 'bg-slate-500',
    accent: 'bg-slate-50',
  },
} as const;

/** A miniature page in the theme's colours. */
function ThemeSwatch({ mode }: { mode: 'light' | 'dark' }) {
  const colours = SWATCH[mode];
  return (
    <span className={cn('block space-y-1.5 rounded-md border p-2', colours.page)}>
      <span className={cn('block h-2 w-3/4 rounded-sm', colours.text)} />
      <span className={cn('block h-2 w-1/2 rounded-sm', colours.muted)} />
      <span className={cn('block h-4 w-1/3 rounded-sm', colours.accent)} />
    </span>
  );
}

const THEME_CHOICES: readonly Choice<Theme>[] = [
  { value: 'light', label: 'Light', preview: <ThemeSwatch mode="light" /> },
  { value: 'dark', label: 'Dark', preview: <ThemeSwatch mode="dark" /> },
  {
    value: 'system',
    label: 'System',
    description: 'Follows your device’s light or dark setting.',
    preview: (
      <span className="grid grid-cols-2 gap-1">
        <ThemeSwatch mode="light" />
        <ThemeSwatch mode="dark" />
      </span>
    ),
  },
];

const FONT_LABELS: Record<Font, string> = { inter: 'Inter', manrope: 'Manrope', system: 'System' };

const FONT_CHOICES: readonly Choice<Font>[] = (['inter', 'manrope', 'system'] as const).map((font) => ({
  value: font,
  label: FONT_LABELS[font],
  description: font === 'system' ? 'Your device’s own typeface.' : undefined,
  preview: <span className={cn(fontClassName(font), 'block text-2xl leading-none')}>Aa</span>,
}));

function AppearanceForm({ theme, font, version }: { theme: Theme; font: Font; version: number }) {
  const { setTheme } = useTheme();
  const { setFont } = useFont();
  const form = useForm<PreferencesUpdateInput>({ defaultValues: { theme, font, version } });
  const { submit, conflict, handleSubmit } = useSettingsSubmit(form, FIELDS);
  const saving = form.formState.isSubmitting;

  async function onSubmit(values: PreferencesUpdateInput) {
    const saved = await submit(() => savePreferences(values));
    if (!saved) return;
    // This browser remembers the choice too, so the next page paints in it before anything loads.
    setTheme(saved.preferences.theme);
    setFont(saved.preferences.font);
    form.reset({ ...saved.preferences, version: saved.version });
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-8">
      <ConflictAlert message={conflict} />
      <Controller
        control={form.control}
        name="theme"
        render={({ field, fieldState }) => (
          <ChoiceGroup
            legend="Theme"
            description="Light, dark, or the same as your device."
            name={field.name}
            value={field.value ?? theme}
            onChange={field.onChange}
            choices={THEME_CHOICES}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="font"
        render={({ field, fieldState }) => (
          <ChoiceGroup
            legend="Font"
            description="The typeface of the whole application."
            name={field.name}
            value={field.value ?? font}
            onChange={field.onChange}
            choices={FONT_CHOICES}
            error={fieldState.error?.message}
          />
        )}
      />
      <Button type="submit" disabled={saving}>
        {saving ? <Spinner label="" /> : null}
        Save appearance
      </Button>
    </form>
  );
}

export { AppearanceForm };
