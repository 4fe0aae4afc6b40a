/**
 * A form field's error line under it: `id` is what the field's aria-describedby names. Nothing
 * while the field is fine.
 */
export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-700">
      {error}
    </p>
  );
}
