'use client';

import { AreaForm } from '@/components/area/area-form';
import { contactArea } from '@/lib/areas/contacts';

export function ContactForm(props: {
  record?: Record<string, unknown>;
  canEdit: boolean;
  canDelete: boolean;
}) {
  return <AreaForm area={contactArea} {...props} />;
}
