import {
  SearchLookupContracts,
  validateCustomerInput,
  validateFactoryInput,
  validatePartTemplateInput,
  validateProcedureTemplateInput,
  validateProductCategoryInput,
  validateProductInput,
  validateTechnicalLevelInput,
  type PartItem,
  type ProcedureItem,
  type ProcedureStage,
  type ProductDto,
} from '@eticket/core/catalog';
import type { Schema } from '@eticket/core/contracts';
import { nameKey } from '@eticket/core/validation';
import { EntityChanges } from '../audit/audit';
import type { TenantTx } from '../db/context';
import type { WriteCtx } from '../db/stamps';
import { valid } from '../http/validation';
import { categoryService } from '../modules/catalog/categories.service';
import { customerService, factoryService } from '../modules/catalog/parties.service';
import { savePrices } from '../modules/catalog/procedure-prices.service';
import { productService } from '../modules/catalog/products.service';
import { catalogSearch } from '../modules/catalog/search-lookups.service';
import { technicalLevelService } from '../modules/catalog/technical-levels.service';
import { partTemplateService, procedureTemplateService } from '../modules/catalog/templates.service';

/**
 * Demo master data for tenant `demo`: categories, part and procedure templates (a real men's
 * shirt with 19 procedures), technical levels, 8 styles with colours, sizes, parts, procedures and level /
 * size prices, customers and the company's two factories. Idempotent: each record is created only when
 * no record of that name (style no) exists, so a restart changes nothing and a deleted record comes back.
 * Every record goes through the same core validation and the same catalog services as the API.
 */

type Step = [seq: number, name: string, stage: ProcedureStage, minutes: string, price: string];

const step = ([seq, name, stage, minutes, price]: Step): Omit<ProcedureItem, 'code'> & { code: null } => ({
  seq,
  name,
  code: null,
  stage,
  standardMinutes: minutes,
  defaultPrice: price,
  priceMode: 'default',
  showPrice: true,
});

const SHIRT_STEPS: Step[] = [
  [1, '烫衬', 'pressing', '0.6', '0.12'],
  [2, '做领', 'sewing', '2.0', '0.45'],
  [3, '做袖克夫', 'sewing', '1.2', '0.30'],
  [4, '做门襟', 'sewing', '0.8', '0.18'],
  [5, '钉口袋', 'sewing', '0.9', '0.20'],
  [6, '上过肩', 'sewing', '1.0', '0.22'],
  [7, '合肩', 'sewing', '0.6', '0.15'],
  [8, '上领', 'sewing', '1.8', '0.50'],
  [9, '做袖衩', 'sewing', '1.5', '0.35'],
  [10, '上袖', 'sewing', '1.6', '0.40'],
  [11, '埋夹', 'sewing', '1.4', '0.38'],
  [12, '上袖克夫', 'sewing', '1.3', '0.32'],
  [13, '冚脚边', 'sewing', '0.8', '0.18'],
  [14, '锁眼', 'finishing', '0.7', '0.12'],
  [15, '钉扣', 'finishing', '0.7', '0.12'],
  [16, '剪线头', 'finishing', '1.0', '0.10'],
  [17, '整烫', 'pressing', '1.5', '0.30'],
  [18, '查衫', 'finishing', '0.8', '0.10'],
  [19, '折衫包装', 'packing', '1.0', '0.15'],
];

const TROUSER_STEPS: Step[] = [
  [1, '锁边', 'sewing', '0.8', '0.15'],
  [2, '做后袋', 'sewing', '2.0', '0.55'],
  [3, '做斜插袋', 'sewing', '1.8', '0.45'],
  [4, '上拉链', 'sewing', '1.5', '0.40'],
  [5, '合侧缝', 'sewing', '1.0', '0.25'],
  [6, '合内裆', 'sewing', '0.9', '0.22'],
  [7, '上腰头', 'sewing', '1.8', '0.50'],
  [8, '钉裤襻', 'sewing', '0.8', '0.18'],
  [9, '冚脚口', 'sewing', '0.6', '0.15'],
  [10, '打枣', 'finishing', '0.5', '0.10'],
  [11, '锁眼钉扣', 'finishing', '0.5', '0.10'],
  [12, '整烫', 'pressing', '1.2', '0.25'],
  [13, '包装', 'packing', '0.8', '0.12'],
];

const T_SHIRT_STEPS: Step[] = [
  [1, '合肩', 'sewing', '0.5', '0.10'],
  [2, '上领', 'sewing', '0.9', '0.20'],
  [3, '压领条', 'sewing', '0.6', '0.12'],
  [4, '上袖', 'sewing', '1.0', '0.22'],
  [5, '埋夹', 'sewing', '1.0', '0.22'],
  [6, '冚袖口', 'sewing', '0.6', '0.12'],
  [7, '冚脚边', 'sewing', '0.6', '0.12'],
  [8, '剪线头', 'finishing', '0.6', '0.06'],
  [9, '整烫包装', 'packing', '0.8', '0.12'],
];

const DRESS_STEPS: Step[] = [
  [1, '锁边', 'sewing', '1.0', '0.18'],
  [2, '收省', 'sewing', '0.8', '0.16'],
  [3, '合肩', 'sewing', '0.5', '0.10'],
  [4, '上领贴', 'sewing', '1.2', '0.28'],
  [5, '上袖', 'sewing', '1.2', '0.30'],
  [6, '合侧缝', 'sewing', '1.0', '0.24'],
  [7, '上隐形拉链', 'sewing', '1.5', '0.40'],
  [8, '接裙片', 'sewing', '1.2', '0.30'],
  [9, '卷边', 'sewing', '1.4', '0.32'],
  [10, '剪线头', 'finishing', '0.8', '0.08'],
  [11, '整烫', 'pressing', '1.2', '0.25'],
  [12, '包装', 'packing', '0.6', '0.10'],
];

const HOODIE_STEPS: Step[] = [
  [1, '合肩', 'sewing', '0.5', '0.10'],
  [2, '做帽', 'sewing', '1.5', '0.35'],
  [3, '上帽', 'sewing', '1.2', '0.28'],
  [4, '上袖', 'sewing', '1.0', '0.22'],
  [5, '埋夹', 'sewing', '1.0', '0.22'],
  [6, '上罗纹袖口', 'sewing', '0.8', '0.18'],
  [7, '上罗纹下摆', 'sewing', '0.8', '0.18'],
  [8, '做裤', 'sewing', '2.5', '0.55'],
  [9, '穿橡筋', 'sewing', '0.6', '0.12'],
  [10, '剪线头', 'finishing', '0.8', '0.08'],
  [11, '配套包装', 'packing', '1.0', '0.15'],
];

type Part = [name: string, code: string, pieces: number];
const part = ([name, code, piecesPerGarment]: Part, index: number): PartItem => ({ name, code, piecesPerGarment, printTicket: true, sort: index + 1 });

const SHIRT_PARTS: Part[] = [
  ['前片', 'FRT', 2],
  ['后片', 'BK', 1],
  ['过肩', 'YKE', 2],
  ['袖', 'SLV', 2],
  ['袖克夫', 'CUFF', 2],
  ['领面', 'CLR', 1],
  ['领座', 'CLB', 1],
  ['口袋', 'PKT', 1],
];
const TROUSER_PARTS: Part[] = [
  ['前片', 'FRT', 2],
  ['后片', 'BK', 2],
  ['腰头', 'WB', 1],
  ['袋布', 'PKB', 2],
  ['门襟', 'FLY', 1],
];

const CATEGORIES: { name: string; parent: string | null; sort: number }[] = [
  { name: '上衣', parent: null, sort: 1 },
  { name: '衬衫', parent: '上衣', sort: 1 },
  { name: 'T恤', parent: '上衣', sort: 2 },
  { name: '裤装', parent: null, sort: 2 },
  { name: '裙装', parent: null, sort: 3 },
  { name: '童装', parent: null, sort: 4 },
];

const CUSTOMERS = [
  { name: '广州锦绣服饰有限公司', code: 'C001', contact: '陈经理', phone: '020-8432 1688', address: '广州市海珠区中大布匹市场东门' },
  { name: '杭州织梦服装有限公司', code: 'C002', contact: '林小姐', phone: '0571-8676 5200', address: '杭州市四季青服装市场' },
  { name: '深圳优衣坊贸易有限公司', code: 'C003', contact: '黄总', phone: '13602598812', address: '深圳市南山区科技园' },
  { name: '宁波海纳进出口有限公司', code: 'C004', contact: '周经理', phone: '0574-8733 9021', address: '宁波市鄞州区贸城西路' },
  { name: '上海申美服饰有限公司', code: 'C005', contact: '吴小姐', phone: '021-6258 7730', address: '上海市长宁区天山路' },
];

const FACTORIES = [
  { name: '东莞总厂', code: 'F01', address: '东莞市虎门镇龙眼工业区8号', manager: '王建国', phone: '0769-8551 2233', isActive: true },
  { name: '清远分厂', code: 'F02', address: '清远市清城区石角镇工业园', manager: '刘志强', phone: '0763-3668 105', isActive: true },
];

const LEVELS = [
  { name: '学徒', code: 'A', coefficient: '0.90', sort: 1, isDefault: false },
  { name: '熟练工', code: 'B', coefficient: '1.00', sort: 2, isDefault: true },
  { name: '技术骨干', code: 'C', coefficient: '1.15', sort: 3, isDefault: false },
];

interface DemoStyle {
  styleNo: string;
  name: string;
  category: string;
  customer: string;
  colors: string[];
  sizes: string[];
  partTemplate?: string;
  procedureTemplate?: string;
  parts?: Part[];
  steps?: Step[];
  isActive?: boolean;
  remark?: string;
  /** [procedure name, level name | null, size | null, price]. */
  prices?: [string, string | null, string | null, string][];
}

const SHIRT_TEMPLATE = '男装长袖衬衫';
const TROUSER_TEMPLATE = '休闲长裤';
const SHIRT_PART_TEMPLATE = '衬衫部位';
const TROUSER_PART_TEMPLATE = '裤子部位';

const STYLES: DemoStyle[] = [
  {
    styleNo: 'MS2401',
    name: '男装长袖牛津纺衬衫',
    category: '衬衫',
    customer: '广州锦绣服饰有限公司',
    colors: ['白色', '浅蓝', '粉红'],
    sizes: ['S', 'M', 'L', 'XL', 'XXL'],
    partTemplate: SHIRT_PART_TEMPLATE,
    procedureTemplate: SHIRT_TEMPLATE,
    remark: '面料：40支牛津纺；领衬用树脂衬',
    prices: [
      ['做领', '技术骨干', null, '0.55'],
      ['上领', '技术骨干', null, '0.60'],
      ['上领', '学徒', null, '0.42'],
      ['埋夹', null, 'XXL', '0.42'],
      ['冚脚边', null, 'XXL', '0.20'],
    ],
  },
  {
    styleNo: 'MS2402',
    name: '男装短袖商务衬衫',
    category: '衬衫',
    customer: '深圳优衣坊贸易有限公司',
    colors: ['白色', '浅灰'],
    sizes: ['38', '39', '40', '41', '42', '43'],
    partTemplate: SHIRT_PART_TEMPLATE,
    steps: SHIRT_STEPS.filter(([, name]) => !['做袖克夫', '做袖衩', '上袖克夫'].includes(name)).map(([, ...rest], i) => [i + 1, ...rest] as Step),
    isActive: false,
    remark: '已停产，保留工价备查',
  },
  {
    styleNo: 'WS2403',
    name: '女装雪纺衬衫',
    category: '衬衫',
    customer: '杭州织梦服装有限公司',
    colors: ['米白', '藕粉', '雾霾蓝'],
    sizes: ['S', 'M', 'L', 'XL'],
    procedureTemplate: SHIRT_TEMPLATE,
    parts: [
      ['前片', 'FRT', 2],
      ['后片', 'BK', 1],
      ['袖', 'SLV', 2],
      ['领', 'CLR', 1],
    ],
    prices: [['做领', '技术骨干', null, '0.52']],
  },
  {
    styleNo: 'TS2404',
    name: '纯棉圆领T恤',
    category: 'T恤',
    customer: '宁波海纳进出口有限公司',
    colors: ['黑色', '白色', '麻灰', '藏青'],
    sizes: ['S', 'M', 'L', 'XL', 'XXL'],
    parts: [
      ['前片', 'FRT', 1],
      ['后片', 'BK', 1],
      ['袖', 'SLV', 2],
      ['领条', 'RIB', 1],
    ],
    steps: T_SHIRT_STEPS,
    prices: [
      ['上领', '学徒', null, '0.16'],
      ['上袖', null, 'XXL', '0.25'],
    ],
  },
  {
    styleNo: 'KP2405',
    name: '男装休闲长裤',
    category: '裤装',
    customer: '广州锦绣服饰有限公司',
    colors: ['卡其', '黑色', '深灰'],
    sizes: ['28', '29', '30', '31', '32', '33', '34'],
    partTemplate: TROUSER_PART_TEMPLATE,
    procedureTemplate: TROUSER_TEMPLATE,
    prices: [
      ['做后袋', '学徒', null, '0.48'],
      ['做后袋', '技术骨干', null, '0.65'],
      ['上腰头', '技术骨干', null, '0.58'],
    ],
  },
  {
    styleNo: 'KP2406',
    name: '女装九分西裤',
    category: '裤装',
    customer: '上海申美服饰有限公司',
    colors: ['黑色', '驼色'],
    sizes: ['S', 'M', 'L', 'XL'],
    partTemplate: TROUSER_PART_TEMPLATE,
    procedureTemplate: TROUSER_TEMPLATE,
  },
  {
    styleNo: 'QZ2407',
    name: '女装碎花连衣裙',
    category: '裙装',
    customer: '杭州织梦服装有限公司',
    colors: ['蓝底白花', '黄底碎花'],
    sizes: ['S', 'M', 'L'],
    parts: [
      ['前片', 'FRT', 1],
      ['后片', 'BK', 2],
      ['袖', 'SLV', 2],
      ['裙片', 'SKT', 2],
      ['领贴', 'FAC', 1],
    ],
    steps: DRESS_STEPS,
    prices: [['上隐形拉链', '技术骨干', null, '0.46']],
  },
  {
    styleNo: 'TZ2408',
    name: '儿童卫衣套装',
    category: '童装',
    customer: '深圳优衣坊贸易有限公司',
    colors: ['粉色', '天蓝'],
    sizes: ['100', '110', '120', '130', '140'],
    parts: [
      ['衣身', 'BDY', 2],
      ['帽', 'HD', 2],
      ['袖', 'SLV', 2],
      ['裤片', 'PNT', 4],
      ['罗纹', 'RIB', 3],
    ],
    steps: HOODIE_STEPS,
    prices: [
      ['做裤', null, '140', '0.60'],
      ['做裤', null, '130', '0.58'],
    ],
  },
];

/** A picker search's query for `keyword` (the searches match by "contains"; the caller picks the exact row). */
function searchFor<Q>(contract: { query: Schema<Q, unknown> }, keyword: string): Q {
  return valid(contract.query.read({ keyword, maxResultCount: '100' }));
}

/** Create what is missing; returns what was created (for the start-up log). */
export async function seedDemoCatalog(tx: TenantTx, tenantId: string): Promise<string[]> {
  // Seeding is not a request: its entity changes have no audit row to go with, so they are dropped.
  const ctx: WriteCtx = { tx, actor: { tenantId, userId: null }, changes: new EntityChanges() };
  const created: string[] = [];
  const idOf = new Map<string, string>();

  for (const spec of CATEGORIES) {
    const parentId = spec.parent === null ? null : (idOf.get(`category:${spec.parent}`) ?? null);
    const found = (await catalogSearch.category(tx, tenantId, searchFor(SearchLookupContracts.category, spec.name))).items.find((c) => c.name === spec.name && c.parentId === parentId);
    let id = found?.id;
    if (id === undefined) {
      id = (await categoryService.create(ctx, valid(validateProductCategoryInput({ name: spec.name, parentId, sort: spec.sort })))).id;
      created.push(`category ${spec.name}`);
    }
    idOf.set(`category:${spec.name}`, id);
  }

  for (const spec of CUSTOMERS) {
    const found = (await catalogSearch.customer(tx, tenantId, searchFor(SearchLookupContracts.customer, spec.name))).items.find((c) => c.name === spec.name);
    let id = found?.id;
    if (id === undefined) {
      id = (await customerService.create(ctx, valid(validateCustomerInput(spec)))).id;
      created.push(`customer ${spec.name}`);
    }
    idOf.set(`customer:${spec.name}`, id);
  }

  const factories = (await factoryService.lookup(tx, tenantId)).items;
  for (const spec of FACTORIES) {
    if (!factories.some((f) => f.name === spec.name)) {
      await factoryService.create(ctx, valid(validateFactoryInput(spec)));
      created.push(`factory ${spec.name}`);
    }
  }

  const levels = (await technicalLevelService.lookup(tx, tenantId)).items;
  for (const spec of LEVELS) {
    let id = levels.find((l) => l.name === spec.name)?.id;
    if (id === undefined) {
      // Never a second default: the tenant may have chosen another one meanwhile.
      const input = valid(validateTechnicalLevelInput({ ...spec, isDefault: spec.isDefault && !levels.some((l) => l.isDefault) }));
      id = (await technicalLevelService.create(ctx, input)).id;
      created.push(`technical level ${spec.name}`);
    }
    idOf.set(`level:${spec.name}`, id);
  }

  for (const [name, parts] of [
    [SHIRT_PART_TEMPLATE, SHIRT_PARTS],
    [TROUSER_PART_TEMPLATE, TROUSER_PARTS],
  ] as const) {
    const found = (await catalogSearch.partTemplate(tx, tenantId, searchFor(SearchLookupContracts.partTemplate, name))).items.find((t) => t.name === name);
    let id = found?.id;
    if (id === undefined) {
      id = (await partTemplateService.create(ctx, valid(validatePartTemplateInput({ name, remark: null, items: parts.map(part) })))).id;
      created.push(`part template ${name}`);
    }
    idOf.set(`parts:${name}`, id);
  }

  for (const [name, steps, remark] of [
    [SHIRT_TEMPLATE, SHIRT_STEPS, '常规男装长袖衬衫，19道工序'],
    [TROUSER_TEMPLATE, TROUSER_STEPS, '斜插袋休闲裤'],
  ] as const) {
    const found = (await catalogSearch.procedureTemplate(tx, tenantId, searchFor(SearchLookupContracts.procedureTemplate, name))).items.find((t) => t.name === name);
    let id = found?.id;
    if (id === undefined) {
      id = (await procedureTemplateService.create(ctx, valid(validateProcedureTemplateInput({ name, remark, items: steps.map(step) })))).id;
      created.push(`procedure template ${name}`);
    }
    idOf.set(`procedures:${name}`, id);
  }

  for (const spec of STYLES) {
    if ((await catalogSearch.product(tx, tenantId, searchFor(SearchLookupContracts.product, spec.styleNo))).items.some((p) => nameKey(p.styleNo) === nameKey(spec.styleNo))) continue;
    const raw = {
      styleNo: spec.styleNo,
      name: spec.name,
      categoryId: idOf.get(`category:${spec.category}`) ?? null,
      customerId: idOf.get(`customer:${spec.customer}`) ?? null,
      colors: spec.colors,
      sizes: spec.sizes,
      remark: spec.remark ?? null,
      isActive: spec.isActive ?? true,
      partTemplateId: spec.partTemplate === undefined ? null : (idOf.get(`parts:${spec.partTemplate}`) ?? null),
      procedureTemplateId: spec.procedureTemplate === undefined ? null : (idOf.get(`procedures:${spec.procedureTemplate}`) ?? null),
      parts: (spec.parts ?? []).map(part),
      procedures: (spec.steps ?? []).map(step),
    };
    // Template copies happen in the service, exactly as for a style saved through the API.
    const style = await productService.create(ctx, valid(validateProductInput(raw)));
    await seedPrices(ctx, style, spec.prices ?? [], idOf);
    created.push(`style ${spec.styleNo}`);
  }
  return created;
}

/** The style's level and size prices, saved as the price page saves them. */
async function seedPrices(ctx: WriteCtx, style: ProductDto, prices: readonly [string, string | null, string | null, string][], idOf: ReadonlyMap<string, string>): Promise<void> {
  if (prices.length === 0) return;
  const items = style.procedures
    .map((procedure) => ({
      procedureId: procedure.id,
      defaultPrice: procedure.defaultPrice,
      prices: prices
        .filter(([name]) => name === procedure.name)
        .map(([, level, size, price]) => ({ technicalLevelId: level === null ? null : (idOf.get(`level:${level}`) ?? null), size, price })),
    }))
    .filter((item) => item.prices.length > 0);
  const unknown = prices.find(([name]) => !style.procedures.some((p) => p.name === name));
  if (unknown !== undefined) throw new Error(`demo price for unknown procedure ${unknown[0]}`);
  await savePrices(ctx, { productId: style.id, concurrencyStamp: style.concurrencyStamp, items });
}
