'use client';

import * as React from 'react';

/** A control of the Commissioning Editors section the user reached for. */
export type EditorControl = 'period' | 'editor';

/**
 * Hands the server's first view of a section over to the section fetched in the browser, which loads
 * on first use; the control the user reached for opens once it has.
 */
export const HandoverContext = React.createContext<(open?: EditorControl) => void>(() => undefined);
