import { defineMessages } from '../i18n';

/**
 * Texts of the registers of issue 12 part A (doc 3 §2: users, buildings, warehouses, vehicles,
 * product categories): success messages the console toasts as they come (doc 3 §8 "user, vehicle
 * and warehouse create, update and delete success or error"; "building load, save, delete";
 * "category load, create, update, delete") and the refusals, in the caller's language. The
 * wording is ours: doc 3 §8 names these toasts, not their texts.
 */
export const { message: registerMessage, format: formatRegisterMessage } = defineMessages({
  'pt-BR': {
    vehicleCreated: 'Veículo criado com sucesso',
    vehicleUpdated: 'Veículo atualizado com sucesso',
    vehicleDeleted: 'Veículo excluído com sucesso',
  },
  'en-US': {
    vehicleCreated: 'Vehicle created successfully',
    vehicleUpdated: 'Vehicle updated successfully',
    vehicleDeleted: 'Vehicle deleted successfully',
  },
  es: {
    vehicleCreated: 'Vehículo creado con éxito',
    vehicleUpdated: 'Vehículo actualizado con éxito',
    vehicleDeleted: 'Vehículo eliminado con éxito',
  },
});

const { text: registerError } = defineMessages(
  {
    'pt-BR': {
      vehicleNotFound: 'Veículo não encontrado',
      vehiclePlateInUse: 'A placa {plate} já está em uso',
      vehiclePlateFixed: 'A placa não pode ser alterada depois do cadastro',
      vehicleInProfile: 'O veículo está no perfil de um usuário e não pode ser excluído',
      vehicleOnRoute: 'O veículo está em uma rota não finalizada e não pode ser excluído',
    },
    'en-US': {
      vehicleNotFound: 'Vehicle not found',
      vehiclePlateInUse: 'Plate {plate} already in use',
      vehiclePlateFixed: 'The plate cannot be changed once registered',
      vehicleInProfile: "The vehicle is in a user's profile and cannot be deleted",
      vehicleOnRoute: 'The vehicle is on a route that has not ended and cannot be deleted',
    },
    es: {
      vehicleNotFound: 'Vehículo no encontrado',
      vehiclePlateInUse: 'La placa {plate} ya está en uso',
      vehiclePlateFixed: 'La placa no se puede cambiar después del registro',
      vehicleInProfile: 'El vehículo está en el perfil de un usuario y no se puede eliminar',
      vehicleOnRoute: 'El vehículo está en una ruta no finalizada y no se puede eliminar',
    },
  },
  'registers',
);

export const REGISTER_MESSAGES = {
  vehicleNotFound: registerError('vehicleNotFound'),
  vehiclePlateInUse: (plate: string) => registerError('vehiclePlateInUse', { plate }), // doc 1 §8 "{name} already in use"
  vehiclePlateFixed: registerError('vehiclePlateFixed'), // doc 3 §3 "plate … fixed after creation"
  vehicleInProfile: registerError('vehicleInProfile'),
  vehicleOnRoute: registerError('vehicleOnRoute'),
};
