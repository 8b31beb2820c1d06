import { Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { Credentials } from './credentials';
import { FirstAdministrator } from './first-administrator';
import { LoginThrottle } from './login-throttle';
import { RouteCatalog } from './route-catalog';
import { Sessions } from './sessions';

/**
 * Sign-in, sessions, credentials and the first administrator. Global: the platform's guard (on
 * every route) checks sessions, and the users feature stores credentials and ends sessions.
 */
@Global()
@Module({
  imports: [DiscoveryModule],
  controllers: [AuthController],
  providers: [AuthService, LoginThrottle, FirstAdministrator, Credentials, Sessions, RouteCatalog],
  exports: [Credentials, Sessions, LoginThrottle, RouteCatalog],
})
export class AuthModule {}
