"use client";

import { useId, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { checkDelivery, deliveryPin, PIN_PATTERN, promiseLine, rememberDeliveryPin } from "@/components/delivery/delivery-pin";
import { ApiError } from "@/components/shop-data/api";
import type { DeliveryAnswer, ShippingInfo } from "@/components/shop-data/types";
import { deliveryMessages } from "@/lib/delivery/messages";
import { INDIAN_PROVINCES } from "@/lib/orders/indian-states";
import { SHIPPING_FIELD_LIMITS, shippingInfoSchema } from "@/lib/orders/shipping-info";
import { FieldError } from "@/components/ui/field-error";
import { saveAddress } from "./checkout-state";

type Field = keyof ShippingInfo;

const FIELDS: { name: Field; label: string; autoComplete: string; inputMode?: "numeric" | "tel"; maxLength?: number }[] = [
  { name: "name", label: "Full name", autoComplete: "shipping name", maxLength: SHIPPING_FIELD_LIMITS.name },
  { name: "phone", label: "Phone number", autoComplete: "shipping tel-national", inputMode: "tel", maxLength: 14 },
  { name: "address", label: "Address (house, street)", autoComplete: "shipping street-address", maxLength: SHIPPING_FIELD_LIMITS.address },
  { name: "area", label: "Area / locality", autoComplete: "shipping address-level3", maxLength: SHIPPING_FIELD_LIMITS.area },
  { name: "city", label: "City", autoComplete: "shipping address-level2", maxLength: SHIPPING_FIELD_LIMITS.city },
  { name: "post", label: "PIN code", autoComplete: "shipping postal-code", inputMode: "numeric", maxLength: 6 },
];

const LABELS: Record<Field, string> = { name: "Full name", phone: "Phone number", address: "Address", area: "Area", city: "City", post: "PIN code", province: "State" };

const input =
  "mt-1.5 block min-h-12 w-full rounded-xl border border-line bg-white px-4 text-base text-ink focus:border-brand-700 aria-invalid:border-red-600";

/**
 * The seven-field delivery address, checked with the very schema the order call
 * uses (lib/orders/shipping-info.ts: a 10-digit mobile number, a 6-digit PIN code, one of
 * India's states and union territories); saved to the 7-day cookie when all is well.
 * A PIN code India Post knows fills the city and state (still editable) and shows the delivery
 * promise; an unknown PIN, or one in another state than the one chosen, is explained here and
 * refused again by the server when the order is placed.
 */
export function AddressForm({ initial }: { initial?: Partial<ShippingInfo> }) {
  const id = useId();
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [promise, setPromise] = useState<DeliveryAnswer | null>(null);
  const rememberedPin = deliveryPin.useValue();
  // Answers by PIN (null: not in the directory), so saving does not ask again.
  const looked = useRef(new Map<string, DeliveryAnswer | null>());

  async function lookUp(pin: string): Promise<DeliveryAnswer | null | undefined> {
    if (looked.current.has(pin)) return looked.current.get(pin);
    try {
      const answer = await checkDelivery(pin);
      looked.current.set(pin, answer);
      return answer;
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 404) {
        looked.current.set(pin, null);
        return null;
      }
      return undefined; // not known now (offline, limited): the server checks when the order is placed
    }
  }

  async function pinChanged(event: ChangeEvent<HTMLInputElement>) {
    const form = event.currentTarget.form;
    const pin = event.currentTarget.value.replace(/\s/g, "");
    setPromise(null);
    if (!form || !PIN_PATTERN.test(pin)) return;
    const answer = await lookUp(pin);
    if (answer === undefined) return;
    if (answer === null) {
      setErrors((shown) => ({ ...shown, post: deliveryMessages.unknownPin(pin) }));
      return;
    }
    setErrors((shown) => ({ ...shown, post: undefined, province: undefined }));
    setPromise(answer);
    rememberDeliveryPin(pin);
    const city = form.elements.namedItem("city") as HTMLInputElement | null;
    if (city && (city.value.trim() === "" || city.dataset.filled === "pin")) {
      city.value = answer.district;
      city.dataset.filled = "pin";
    }
    const province = form.elements.namedItem("province") as HTMLSelectElement | null;
    if (province) province.value = answer.state;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = Object.fromEntries(new FormData(form)) as Record<string, string>;
    const parsed = shippingInfoSchema.safeParse(values);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= `${LABELS[field]} ${issue.message}`;
      }
      setErrors(found);
      const first = FIELDS.find((field) => found[field.name])?.name ?? (found.province ? "province" : null);
      if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus();
      return;
    }
    const answer = await lookUp(parsed.data.post);
    const wrong: Partial<Record<Field, string>> =
      answer === null
        ? { post: deliveryMessages.unknownPin(parsed.data.post) }
        : answer && answer.state !== parsed.data.province
          ? { province: deliveryMessages.stateMismatch(parsed.data.post, answer.state) }
          : {};
    const field = (Object.keys(wrong) as Field[])[0];
    if (field) {
      setErrors(wrong);
      (form.elements.namedItem(field) as HTMLElement | null)?.focus();
      return;
    }
    setErrors({});
    saveAddress(parsed.data);
  }

  const describe = (field: Field) => (errors[field] ? `${id}-${field}-error` : undefined);
  const error = (field: Field) => <FieldError id={`${id}-${field}-error`} error={errors[field]} />;

  return (
    <form noValidate onSubmit={submit} className="grid gap-x-4 gap-y-4 sm:grid-cols-2" data-testid="address-form">
      {FIELDS.map((field) => (
        <div key={field.name} className={field.name === "address" || field.name === "name" ? "sm:col-span-2" : ""}>
          <label htmlFor={`${id}-${field.name}`} className="block text-sm font-semibold text-ink">
            {field.label}
          </label>
          <input
            id={`${id}-${field.name}`}
            name={field.name}
            required
            autoComplete={field.autoComplete}
            inputMode={field.inputMode}
            maxLength={field.maxLength}
            defaultValue={initial?.[field.name] ?? (field.name === "post" ? (rememberedPin ?? "") : "")}
            onChange={field.name === "post" ? (event) => void pinChanged(event) : field.name === "city" ? (event) => delete event.currentTarget.dataset.filled : undefined}
            aria-invalid={errors[field.name] ? true : undefined}
            aria-describedby={describe(field.name)}
            className={input}
          />
          {error(field.name)}
          {field.name === "post" && promise ? (
            <p className="mt-1.5 text-sm font-semibold text-ink" data-testid="address-delivery-promise">
              {promiseLine(promise)}
            </p>
          ) : null}
        </div>
      ))}
      <div>
        <label htmlFor={`${id}-province`} className="block text-sm font-semibold text-ink">
          State
        </label>
        <select
          id={`${id}-province`}
          name="province"
          required
          autoComplete="shipping address-level1"
          defaultValue={initial?.province ?? ""}
          aria-invalid={errors.province ? true : undefined}
          aria-describedby={describe("province")}
          className={input}
        >
          <option value="" disabled>
            Choose a state
          </option>
          {INDIAN_PROVINCES.map((province) => (
            <option key={province}>{province}</option>
          ))}
        </select>
        {error("province")}
      </div>
      <div>
        <span className="block text-sm font-semibold text-ink">Country</span>
        <p className="mt-1.5 flex min-h-12 items-center rounded-xl bg-surface px-4 text-ink">India</p>
      </div>
      <button type="submit" className="min-h-12 rounded-full bg-ink px-6 font-bold text-white hover:bg-brand-900 sm:col-span-2 sm:justify-self-start">
        Save address
      </button>
    </form>
  );
}
