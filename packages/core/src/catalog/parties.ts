import type { CustomerInput, FactoryInput } from './catalog.types';
import { InputReader, property, type Validated } from '../validation/input-reader';
import { CatalogLimits } from './limits';

/** Customers (客户, domain §4.2) and the tenant's own factories (工厂, domain §6.5, §10.1). */

/** Digits with an optional leading +, and - ( ) spaces between: "13800138000", "0755-8888 6666", "+86 (20) 1234". */
const PHONE = /^\+?\d[\d\s()-]*$/;

function readPhone(reader: InputReader, raw: unknown): string | null {
  const phone = reader.optionalText('phone', property(raw, 'phone'), CatalogLimits.phoneMax);
  if (phone !== null && !PHONE.test(phone)) reader.fail('phone', 'Catalog.Validation.PhoneInvalid');
  return phone;
}

export function validateCustomerInput(raw: unknown): Validated<CustomerInput> {
  const reader = new InputReader();
  return reader.result({
    name: reader.text('name', property(raw, 'name'), CatalogLimits.nameMax),
    code: reader.optionalText('code', property(raw, 'code'), CatalogLimits.codeMax),
    contact: reader.optionalText('contact', property(raw, 'contact'), CatalogLimits.personMax),
    phone: readPhone(reader, raw),
    address: reader.optionalText('address', property(raw, 'address'), CatalogLimits.addressMax),
    remark: reader.optionalText('remark', property(raw, 'remark'), CatalogLimits.remarkMax),
  });
}

export function validateFactoryInput(raw: unknown): Validated<FactoryInput> {
  const reader = new InputReader();
  return reader.result({
    name: reader.text('name', property(raw, 'name'), CatalogLimits.nameMax),
    code: reader.optionalText('code', property(raw, 'code'), CatalogLimits.codeMax),
    address: reader.optionalText('address', property(raw, 'address'), CatalogLimits.addressMax),
    manager: reader.optionalText('manager', property(raw, 'manager'), CatalogLimits.personMax),
    phone: readPhone(reader, raw),
    remark: reader.optionalText('remark', property(raw, 'remark'), CatalogLimits.remarkMax),
    isActive: reader.boolean('isActive', property(raw, 'isActive'), true),
  });
}
