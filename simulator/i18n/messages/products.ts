import { defineMessages } from '../i18n';

/**
 * Texts of the products register and stock calls (doc 3 §8 "product update, delete, import";
 * "Exact toast wording for most: not shown" — the wording is ours), in the caller's language.
 */
export const { message: productMessage } = defineMessages({
  'pt-BR': {
    created: 'Produto criado com sucesso',
    updated: 'Produto atualizado com sucesso',
    deleted: 'Produto excluído com sucesso',
    imported:
      '{count, plural, =0 {Nenhum produto importado} one {# produto importado} other {# produtos importados}}',
    attributeAdded: 'Atributo adicionado com sucesso',
    attributeRemoved: 'Atributo removido com sucesso',
    itemUpdated: 'Dado do estoque atualizado com sucesso',
  },
  'en-US': {
    created: 'Product created successfully',
    updated: 'Product updated successfully',
    deleted: 'Product deleted successfully',
    imported:
      '{count, plural, =0 {No product imported} one {# product imported} other {# products imported}}',
    attributeAdded: 'Attribute added successfully',
    attributeRemoved: 'Attribute removed successfully',
    itemUpdated: 'Stock data updated successfully',
  },
  es: {
    created: 'Producto creado con éxito',
    updated: 'Producto actualizado con éxito',
    deleted: 'Producto eliminado con éxito',
    imported:
      '{count, plural, =0 {Ningún producto importado} one {# producto importado} other {# productos importados}}',
    attributeAdded: 'Atributo agregado con éxito',
    attributeRemoved: 'Atributo eliminado con éxito',
    itemUpdated: 'Dato del stock actualizado con éxito',
  },
});

const { text: productError } = defineMessages(
  {
    'pt-BR': {
      notFound: 'Produto não encontrado',
      categoryNotFound: 'Categoria não encontrada',
      skuInUse: 'Já existe um produto com o SKU {sku}',
      hasStock: 'O produto ainda tem estoque: movimente ou baixe o estoque antes de excluí-lo',
      usedByOperations: 'O produto está em operações do armazém e não pode ser excluído',
      attributeNotFound: 'Atributo não encontrado',
      lastAttribute: 'Um atributo só pode ser removido quando o produto tem mais de um',
      itemNotFound: 'Item de posição não encontrado',
      oneField: 'Envie exatamente um destes campos: serviceTag, responsible, padlock ou status',
    },
    'en-US': {
      notFound: 'Product not found',
      categoryNotFound: 'Category not found',
      skuInUse: 'A product with SKU {sku} already exists',
      hasStock: 'The product still has stock: move or write it off before deleting the product',
      usedByOperations: 'The product is in warehouse operations and cannot be deleted',
      attributeNotFound: 'Attribute not found',
      lastAttribute: 'An attribute can be removed only when the product has more than one',
      itemNotFound: 'Position item not found',
      oneField: 'Send exactly one of these fields: serviceTag, responsible, padlock or status',
    },
    es: {
      notFound: 'Producto no encontrado',
      categoryNotFound: 'Categoría no encontrada',
      skuInUse: 'Ya existe un producto con el SKU {sku}',
      hasStock: 'El producto todavía tiene stock: muévalo o dele de baja antes de eliminar el producto',
      usedByOperations: 'El producto está en operaciones del almacén y no se puede eliminar',
      attributeNotFound: 'Atributo no encontrado',
      lastAttribute: 'Un atributo solo se puede eliminar cuando el producto tiene más de uno',
      itemNotFound: 'Ítem de posición no encontrado',
      oneField: 'Envíe exactamente uno de estos campos: serviceTag, responsible, padlock o status',
    },
  },
  'products',
);

export const PRODUCT_MESSAGES = {
  notFound: productError('notFound'),
  categoryNotFound: productError('categoryNotFound'),
  skuInUse: (sku: string) => productError('skuInUse', { sku }),
  hasStock: productError('hasStock'),
  usedByOperations: productError('usedByOperations'),
  attributeNotFound: productError('attributeNotFound'),
  lastAttribute: productError('lastAttribute'),
  itemNotFound: productError('itemNotFound'),
  oneField: productError('oneField'),
} as const;
