/*
 * Display preferences shared by server and client code (no 'use client' here, so the root layout
 * can read the constants and inline the font script). Spec sections 3, 4 and 9.
 */

export const THEME_STORAGE_KEY = 'vite-ui-theme';
export const THEMES = ['light', 'dark', 'system'] as const;
export type ThemePreference = (typeof THEMES)[number];

/** Browser bar (meta theme-color) per resolved theme. */
export const BROWSER_BAR_COLORS = { light: 'white', dark: '#020817' } as const;

export const FONT_STORAGE_KEY = 'colophon-font';
export const FONTS = ['inter', 'manrope', 'system'] as const;
export type FontPreference = (typeof FONTS)[number];
export const DEFAULT_FONT: FontPreference = 'inter';

export function isFontPreference(value: unknown): value is FontPreference {
  return FONTS.some((font) => font === value);
}

export function fontClassName(font: FontPreference): `font-${FontPreference}` {
  return `font-${font}`;
}

/**
 * Runs in <head> while the page is parsed, before first paint, so a stored font never flashes
 * the default one. Unknown or missing values leave the server-rendered default in place.
 */
export const fontScript = `(function(){try{var f=localStorage.getItem(${JSON.stringify(FONT_STORAGE_KEY)});var all=${JSON.stringify(FONTS)};if(all.indexOf(f)<0)return;var c=document.documentElement.classList;for(var i=0;i<all.length;i++)c.remove('font-'+all[i]);c.add('font-'+f)}catch(e){}})()`;
