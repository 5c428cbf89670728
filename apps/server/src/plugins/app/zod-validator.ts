/**
 * The validator of every route's input: fastify-type-provider-zod's, except that an input zod
 * throws on is refused with a 400 rather than answered with a 500. zod 4's length checks
 * (minLength, maxLength) also run on a value that is not a string but has a `length`, and
 * comparing a `length` that cannot become a number, as in the JSON `{"length": {"toString": "x"}}`,
 * throws inside zod. The throw is logged, so that one from a bug of our own schemas is seen.
 */
import type { FastifyBaseLogger, FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { $ZodType } from 'zod/v4/core';
import { BadRequest } from '../../errors.ts';

export function zodValidatorCompiler(log: FastifyBaseLogger): FastifySchemaCompiler<$ZodType> {
  return (route) => {
    const validate = validatorCompiler(route);
    return (data) => {
      try {
        return validate(data);
      } catch (error) {
        log.info({ err: error, route: `${route.method} ${route.url}`, part: route.httpPart }, 'input validation threw');
        return {
          error: new BadRequest(`Invalid ${route.httpPart ?? 'request'}: a value is not of a kind this route takes`),
        };
      }
    };
  };
}
