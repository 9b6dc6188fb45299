import { defineMessages } from '../i18n';

/**
 * Texts of the buildings and warehouses registers (doc 3 §8 "building load, save, delete";
 * "warehouse create, update and delete success or error") in the caller's language. The wording is
 * ours: the seed names these toasts, not their texts.
 */
export const { message: buildingMessage, format: formatBuildingMessage } = defineMessages({
  'pt-BR': {
    buildingSaved: 'Prédio salvo com sucesso',
    buildingDeleted: 'Prédio excluído com sucesso',
    buildingReprocessed: 'Endereço do prédio reprocessado',
    warehouseCreated: 'Armazém criado com sucesso',
    warehouseUpdated: 'Armazém atualizado com sucesso',
    warehouseDeleted: 'Armazém excluído com sucesso',
  },
  'en-US': {
    buildingSaved: 'Building saved successfully',
    buildingDeleted: 'Building deleted successfully',
    buildingReprocessed: 'Building address reprocessed',
    warehouseCreated: 'Warehouse created successfully',
    warehouseUpdated: 'Warehouse updated successfully',
    warehouseDeleted: 'Warehouse deleted successfully',
  },
  es: {
    buildingSaved: 'Edificio guardado con éxito',
    buildingDeleted: 'Edificio eliminado con éxito',
    buildingReprocessed: 'Dirección del edificio reprocesada',
    warehouseCreated: 'Almacén creado con éxito',
    warehouseUpdated: 'Almacén actualizado con éxito',
    warehouseDeleted: 'Almacén eliminado con éxito',
  },
});

const { text: buildingError } = defineMessages(
  {
    'pt-BR': {
      buildingNotFound: 'Prédio não encontrado',
      buildingDocumentFixed: 'O documento do prédio não pode ser alterado',
      buildingHasWarehouses: 'O prédio tem armazéns e não pode ser excluído',
      warehouseNotFound: 'Armazém não encontrado',
      warehouseCodeInUse: 'O código de armazém {code} já está em uso',
      warehouseCodeFixed: 'O código do armazém não pode ser alterado depois do cadastro',
      warehouseHoldsStock: 'O armazém ainda tem estoque e não pode ser excluído',
      warehouseInInventory: 'O armazém tem posições em inventário e não pode ser excluído',
      warehouseInUse: 'As posições do armazém estão em operações e ele não pode ser excluído',
    },
    'en-US': {
      buildingNotFound: 'Building not found',
      buildingDocumentFixed: "The building's document cannot be changed",
      buildingHasWarehouses: 'The building has warehouses and cannot be deleted',
      warehouseNotFound: 'Warehouse not found',
      warehouseCodeInUse: 'Warehouse code {code} already in use',
      warehouseCodeFixed: 'The warehouse code cannot be changed once registered',
      warehouseHoldsStock: 'The warehouse still holds stock and cannot be deleted',
      warehouseInInventory: 'The warehouse has positions in inventory and cannot be deleted',
      warehouseInUse: "The warehouse's positions are in operations and it cannot be deleted",
    },
    es: {
      buildingNotFound: 'Edificio no encontrado',
      buildingDocumentFixed: 'El documento del edificio no se puede cambiar',
      buildingHasWarehouses: 'El edificio tiene almacenes y no se puede eliminar',
      warehouseNotFound: 'Almacén no encontrado',
      warehouseCodeInUse: 'El código de almacén {code} ya está en uso',
      warehouseCodeFixed: 'El código del almacén no se puede cambiar después del registro',
      warehouseHoldsStock: 'El almacén todavía tiene existencias y no se puede eliminar',
      warehouseInInventory: 'El almacén tiene posiciones en inventario y no se puede eliminar',
      warehouseInUse: 'Las posiciones del almacén están en operaciones y no se puede eliminar',
    },
  },
  'buildings',
);

export const BUILDING_MESSAGES = {
  buildingNotFound: buildingError('buildingNotFound'),
  buildingDocumentFixed: buildingError('buildingDocumentFixed'), // doc 3 §5 "document disabled on edit"
  buildingHasWarehouses: buildingError('buildingHasWarehouses'),
  warehouseNotFound: buildingError('warehouseNotFound'),
  warehouseCodeInUse: (code: string) => buildingError('warehouseCodeInUse', { code }), // doc 1 §8
  warehouseCodeFixed: buildingError('warehouseCodeFixed'), // doc 3 §3 "code … fixed after creation"
  warehouseHoldsStock: buildingError('warehouseHoldsStock'),
  warehouseInInventory: buildingError('warehouseInInventory'),
  warehouseInUse: buildingError('warehouseInUse'),
};
