'use client';

import dynamic from 'next/dynamic';

/*
 * The thread's browser code loads after the record page rather than with it: the page's own form
 * comes first, and the comments themselves are already on the page as the server rendered them.
 */
const load = () => import('./comment-controls');

export const LazyCommentComposer = dynamic(() => load().then((module) => module.CommentComposer), {
  ssr: false,
});

export const LazyOwnCommentActions = dynamic(() => load().then((module) => module.OwnCommentActions), {
  ssr: false,
});
