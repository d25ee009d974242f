'use client';

import dynamic from 'next/dynamic';

/*
 * The Chapters tab's buttons load with the tab, drawn when it is first chosen: a publication opened for
 * its metadata does not fetch them.
 */
const load = () => import('./chapter-actions');

export const LazyAddChapter = dynamic(() => load().then((module) => module.AddChapter), { ssr: false });

export const LazyChapterRowActions = dynamic(() => load().then((module) => module.ChapterRowActions), {
  ssr: false,
});
