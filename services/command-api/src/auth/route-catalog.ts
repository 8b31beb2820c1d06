import { Injectable, RequestMethod, type Type } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { IS_PUBLIC } from './public.decorator';
import { routeAccess, type RouteAccess } from './role-policy';

/** The global prefix app.ts gives every controller. */
const API_PREFIX = 'api';

export interface RouteEntry {
  method: string;
  /** The pattern as registered, e.g. `/api/users/:id`. */
  path: string;
  access: RouteAccess;
}

const pathsOf = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : [value === undefined ? '' : String(value)]);
const joined = (...parts: string[]) => `/${parts.flatMap((part) => part.split('/')).filter(Boolean).join('/')}`;

/** A handler's routes (usually one), from the metadata Nest's router reads. */
export function routesOfHandler(controller: Type | Function, handler: Function, reflector: Reflector): RouteEntry[] {
  const requestMethod = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
  if (requestMethod === undefined) return [];
  const method = RequestMethod[requestMethod];
  const isPublic = reflector.getAllAndOverride<boolean>(IS_PUBLIC, [handler, controller]) === true;
  const routes: RouteEntry[] = [];
  for (const base of pathsOf(Reflect.getMetadata(PATH_METADATA, controller))) {
    for (const own of pathsOf(Reflect.getMetadata(PATH_METADATA, handler))) {
      const path = joined(API_PREFIX, base, own);
      routes.push({ method, path, access: routeAccess(method, path, isPublic) });
    }
  }
  return routes;
}

/** Every route the running app serves, read from its controllers: what the policy must name. */
@Injectable()
export class RouteCatalog {
  constructor(private readonly discovery: DiscoveryService, private readonly scanner: MetadataScanner, private readonly reflector: Reflector) {}

  routes(): RouteEntry[] {
    const routes: RouteEntry[] = [];
    for (const wrapper of this.discovery.getControllers()) {
      const controller = wrapper.metatype as Type | undefined;
      if (!controller?.prototype) continue;
      for (const name of this.scanner.getAllMethodNames(controller.prototype)) {
        routes.push(...routesOfHandler(controller, controller.prototype[name] as Function, this.reflector));
      }
    }
    return routes.sort((left, right) => left.path.localeCompare(right.path) || left.method.localeCompare(right.method));
  }
}
