package dev.ply.samples.web;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.ByteBuffer;
import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.handler.ErrorHandler;
import org.eclipse.jetty.util.Callback;

/**
 * The answer to a request the HTTP layer refuses before any route sees it (a malformed request
 * line or address, a bad or oversized header, an unknown HTTP version): the same JSON error, in
 * the same words and with the same headers, as every refusal the routes give, so that no answer
 * of this server names a Java class or the library that parsed the request. The library's own
 * reason is not shown: it is in its words, and may change with its version.
 */
final class ProtocolErrors extends ErrorHandler {
  @Override
  public boolean handle(Request request, Response response, Callback callback) {
    int status = request.getAttribute(ERROR_STATUS) instanceof Integer s ? s : response.getStatus();
    if (status < 400 || status > 599) {
      status = 500;
    }
    byte[] body = body(status);
    response.setStatus(status);
    HttpFields.Mutable headers = response.getHeaders();
    headers.put(HttpHeader.CONTENT_TYPE, "application/json; charset=utf-8");
    HttpIo.ANSWER_HEADERS.forEach(headers::put);
    headers.put(HttpHeader.CACHE_CONTROL, "no-store");
    headers.put(HttpHeader.CONTENT_LENGTH, body.length);
    response.write(true, ByteBuffer.wrap(body), callback);
    return true;
  }

  static byte[] body(int status) {
    ApiError e = refusal(status);
    ObjectNode err = ViewJson.mapper().createObjectNode();
    err.put("error", e.code());
    err.put("message", e.getMessage());
    try {
      return ViewJson.mapper().writeValueAsBytes(err);
    } catch (JsonProcessingException impossible) {
      throw new IllegalStateException(impossible);
    }
  }

  /** The code and sentence for each status the HTTP layer answers with by itself. */
  static ApiError refusal(int status) {
    switch (status) {
      case 400:
        return new ApiError(status, "BAD_HTTP", "the request is not well-formed HTTP: its request line, address or"
            + " headers break the rules of HTTP/1.1");
      case 408:
        return new ApiError(status, "TOO_SLOW", "the request took longer to arrive than this server waits");
      case 413:
        return new ApiError(status, "TOO_LARGE", "the request is larger than this server accepts");
      case 414:
        return new ApiError(status, "ADDRESS_TOO_LONG", "the request's address is longer than this server accepts");
      case 431:
        return new ApiError(status, "HEADERS_TOO_LARGE", "the request's headers are larger than this server accepts");
      case 426: // an HTTP/2 preface
      case 505:
        return new ApiError(status, "BAD_VERSION", "this server speaks HTTP/1.0 and HTTP/1.1 only");
      case 501:
        return new ApiError(status, "NOT_IMPLEMENTED", "this server does not support what the request asks for");
      case 503:
        return new ApiError(status, "UNAVAILABLE", "the server is busy or stopping; try again shortly");
      default:
        return status < 500
            ? new ApiError(status, "REFUSED", "the server refuses this request as it was sent")
            : new ApiError(status, "INTERNAL", "the server could not handle this request");
    }
  }
}
