'use client';

import * as React from 'react';
import { useTheme } from 'next-themes';
import { Toaster as Sonner, type ToasterProps } from 'sonner';

const THEMES = ['light', 'dark', 'system'] as const;
type ToasterTheme = (typeof THEMES)[number];

function isToasterTheme(value: string | undefined): value is ToasterTheme {
  return THEMES.some((theme) => theme === value);
}

/*
 * The app's one toast area (spec 2.3), mounted once by the root layout; call `toast` from
 * 'sonner' anywhere. Constants from spec section 9. Several equal sonner's defaults and are
 * still set here so an upgrade that changes a default cannot change the product. Swipe
 * threshold (45 px / 0.11 velocity) and the 200 ms removal animation are sonner internals
 * with the spec's values and no prop.
 */
function Toaster({ style, toastOptions, ...props }: ToasterProps) {
  const { theme } = useTheme();
  return (
    <Sonner
      theme={isToasterTheme(theme) ? theme : 'system'}
      position="bottom-right"
      visibleToasts={3}
      duration={4000}
      gap={14}
      offset={24}
      mobileOffset={16}
      hotkey={['altKey', 'KeyT']}
      closeButton
      // Rich colours are off: sonner's amber-on-cream warning text is under 4.5:1.
      richColors={false}
      toastOptions={{ closeButtonAriaLabel: 'Close toast', ...toastOptions }}
      style={
        {
          '--width': '356px',
          '--normal-bg': 'var(--popover)',
          '--normal-text': 'var(--popover-foreground)',
          '--normal-border': 'var(--border)',
          '--border-radius': 'var(--radius)',
          ...style,
        } as React.CSSProperties
      }
      {...props}
    />
  );
}

export { Toaster };
