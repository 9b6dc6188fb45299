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
    categoryCreated: 'Categoria criada com sucesso',
    categoryUpdated: 'Categoria atualizada com sucesso',
    categoryDeleted: 'Categoria excluída com sucesso',
    userCreated: 'Usuário criado com sucesso',
    userUpdated: 'Usuário atualizado com sucesso',
    passwordChanged: 'Senha alterada com sucesso',
    vehicleCreated: 'Veículo criado com sucesso',
    vehicleUpdated: 'Veículo atualizado com sucesso',
    vehicleDeleted: 'Veículo excluído com sucesso',
  },
  'en-US': {
    categoryCreated: 'Category created successfully',
    categoryUpdated: 'Category updated successfully',
    categoryDeleted: 'Category deleted successfully',
    userCreated: 'User created successfully',
    userUpdated: 'User updated successfully',
    passwordChanged: 'Password changed successfully',
    vehicleCreated: 'Vehicle created successfully',
    vehicleUpdated: 'Vehicle updated successfully',
    vehicleDeleted: 'Vehicle deleted successfully',
  },
  es: {
    categoryCreated: 'Categoría creada con éxito',
    categoryUpdated: 'Categoría actualizada con éxito',
    categoryDeleted: 'Categoría eliminada con éxito',
    userCreated: 'Usuario creado con éxito',
    userUpdated: 'Usuario actualizado con éxito',
    passwordChanged: 'Contraseña cambiada con éxito',
    vehicleCreated: 'Vehículo creado con éxito',
    vehicleUpdated: 'Vehículo actualizado con éxito',
    vehicleDeleted: 'Vehículo eliminado con éxito',
  },
});

const { text: registerError } = defineMessages(
  {
    'pt-BR': {
      categoryNotFound: 'Categoria não encontrada',
      categoryCodeInUse: 'O código de categoria {code} já está em uso',
      categoryReserved: 'A categoria 999 é a padrão e não pode ser alterada nem excluída',
      userNameInUse: 'O usuário {userName} já está em uso',
      userUnknownVehicle: 'Veículo {vehicleId} não encontrado nesta empresa',
      userNotManaged: 'Somente um administrador pode cadastrar ou alterar usuários da sua empresa',
      vehicleNotFound: 'Veículo não encontrado',
      vehiclePlateInUse: 'A placa {plate} já está em uso',
      vehiclePlateFixed: 'A placa não pode ser alterada depois do cadastro',
      vehicleInProfile: 'O veículo está no perfil de um usuário e não pode ser excluído',
      vehicleOnRoute: 'O veículo está em uma rota não finalizada e não pode ser excluído',
    },
    'en-US': {
      categoryNotFound: 'Category not found',
      categoryCodeInUse: 'Category code {code} already in use',
      categoryReserved: 'Category 999 is the default one and cannot be edited or deleted',
      userNameInUse: 'User name {userName} already in use',
      userUnknownVehicle: 'Vehicle {vehicleId} is not a vehicle of this company',
      userNotManaged: "Only an administrator can register or change its company's users",
      vehicleNotFound: 'Vehicle not found',
      vehiclePlateInUse: 'Plate {plate} already in use',
      vehiclePlateFixed: 'The plate cannot be changed once registered',
      vehicleInProfile: "The vehicle is in a user's profile and cannot be deleted",
      vehicleOnRoute: 'The vehicle is on a route that has not ended and cannot be deleted',
    },
    es: {
      categoryNotFound: 'Categoría no encontrada',
      categoryCodeInUse: 'El código de categoría {code} ya está en uso',
      categoryReserved: 'La categoría 999 es la predeterminada y no se puede editar ni eliminar',
      userNameInUse: 'El usuario {userName} ya está en uso',
      userUnknownVehicle: 'El vehículo {vehicleId} no es un vehículo de esta empresa',
      userNotManaged: 'Solo un administrador puede registrar o cambiar usuarios de su empresa',
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
  userNameInUse: (userName: string) => registerError('userNameInUse', { userName }), // doc 1 §8 "{name} already in use"
  userUnknownVehicle: (vehicleId: string) => registerError('userUnknownVehicle', { vehicleId }),
  userNotManaged: registerError('userNotManaged'),
  categoryNotFound: registerError('categoryNotFound'),
  categoryCodeInUse: (code: string) => registerError('categoryCodeInUse', { code }),
  categoryReserved: registerError('categoryReserved'), // doc 3 §5
};
