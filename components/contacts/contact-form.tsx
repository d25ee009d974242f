'use client';

import { useRouter } from 'next/navigation';

import { EntityForm } from '@/components/entity-form/entity-form';
import { CheckboxGroupField, TextField, TextareaField } from '@/components/entity-form/fields';
import {
  CONTACT_ROLE_LABELS,
  contactFormValues,
  contactInputSchema,
  contactSchema,
  type Contact,
} from '@/lib/contract/contacts';
import { CONTACT_ROLES } from '@/lib/contract/enums';

const ROLE_OPTIONS = CONTACT_ROLES.map((role) => ({ value: role, label: CONTACT_ROLE_LABELS[role] }));

/** Creates a contact (without `contact`) or edits one; its page keys it by version, so a reload starts afresh. */
export function ContactForm({
  contact,
  canEdit,
  canDelete,
}: {
  contact?: Contact;
  canEdit: boolean;
  canDelete: boolean;
}) {
  const router = useRouter();
  return (
    <EntityForm
      schema={contactInputSchema}
      defaultValues={contactFormValues(contact)}
      resource="contacts"
      recordSchema={contactSchema}
      record={contact ? { id: contact.contactId, version: contact.version } : undefined}
      noun="contact"
      cancelHref="/contacts/manage"
      deleteRedirect={canDelete ? '/contacts/manage' : undefined}
      readOnly={!canEdit}
      onSaved={(saved, created) => {
        if (created) router.push(`/contacts/manage/${saved.contactId}`);
      }}
    >
      {({ control }) => (
        <>
          <div className="grid gap-6 sm:grid-cols-2">
            <TextField control={control} name="firstName" label="First name" autoComplete="off" />
            <TextField
              control={control}
              name="lastName"
              label="Last name"
              required
              autoComplete="off"
              description="For an agency or firm, its name."
            />
          </div>
          <CheckboxGroupField control={control} name="roles" label="Roles" options={ROLE_OPTIONS} />
          <div className="grid gap-6 sm:grid-cols-2">
            <TextField control={control} name="organisation" label="Organisation" autoComplete="off" />
            <TextField
              control={control}
              name="orcid"
              label="ORCID iD"
              placeholder="0000-0002-1825-0097"
              autoComplete="off"
              description="16 characters; the last is a check digit, verified when you save."
            />
            <TextField control={control} name="email" label="Email" type="email" autoComplete="off" />
            <TextField control={control} name="phone" label="Phone" type="tel" autoComplete="off" />
          </div>
          <fieldset className="space-y-4">
            <legend className="text-sm font-medium">Address</legend>
            <div className="grid gap-6 sm:grid-cols-2">
              <TextField control={control} name="addressLine1" label="Street and number" autoComplete="off" />
              <TextField control={control} name="addressLine2" label="Address (line 2)" autoComplete="off" />
              <TextField control={control} name="city" label="City" autoComplete="off" />
              <TextField control={control} name="postcode" label="Postcode" autoComplete="off" />
              <TextField control={control} name="region" label="Region" autoComplete="off" />
              <TextField
                control={control}
                name="country"
                label="Country"
                placeholder="GB"
                maxLength={2}
                autoComplete="off"
                description="Two-letter code (ISO 3166)."
              />
            </div>
          </fieldset>
          <TextareaField control={control} name="biography" label="Biography" rows={4} />
          <TextareaField control={control} name="notes" label="Notes" rows={3} />
        </>
      )}
    </EntityForm>
  );
}
