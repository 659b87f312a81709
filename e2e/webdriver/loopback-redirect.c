// LD_PRELOAD shim for the WebKitGTK browser under test: its TCP connections to loopback addresses go
// to the worker's HTTP proxy instead (WebKitGTK never sends loopback traffic through a configured
// proxy). The proxy reads the destination from the Host header. Connections to the proxy itself and to
// the WebDriver inspector port (WEBKIT_INSPECTOR_SERVER) are left alone.
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <dlfcn.h>
#include <netinet/in.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>

static int port_after_colon(const char *value) {
  const char *colon = value ? strrchr(value, ':') : NULL;
  return colon ? atoi(colon + 1) : 0;
}

int connect(int fd, const struct sockaddr *address, socklen_t length) {
  static int (*real_connect)(int, const struct sockaddr *, socklen_t);
  if (!real_connect) real_connect = (int (*)(int, const struct sockaddr *, socklen_t))dlsym(RTLD_NEXT, "connect");
  int proxy = atoi(getenv("SVC_LOOPBACK_PROXY_PORT") ? getenv("SVC_LOOPBACK_PROXY_PORT") : "0");
  int inspector = port_after_colon(getenv("WEBKIT_INSPECTOR_SERVER"));
  int type = 0;
  socklen_t type_length = sizeof type;
  if (proxy <= 0 || !address || getsockopt(fd, SOL_SOCKET, SO_TYPE, &type, &type_length) != 0 || type != SOCK_STREAM)
    return real_connect(fd, address, length);
  if (address->sa_family == AF_INET && length >= sizeof(struct sockaddr_in)) {
    struct sockaddr_in in = *(const struct sockaddr_in *)address;
    int port = ntohs(in.sin_port);
    if ((ntohl(in.sin_addr.s_addr) >> 24) == 127 && port != proxy && port != inspector) {
      in.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
      in.sin_port = htons(proxy);
      return real_connect(fd, (const struct sockaddr *)&in, sizeof in);
    }
  }
  if (address->sa_family == AF_INET6 && length >= sizeof(struct sockaddr_in6)) {
    struct sockaddr_in6 in6 = *(const struct sockaddr_in6 *)address;
    int port = ntohs(in6.sin6_port);
    if (IN6_IS_ADDR_LOOPBACK(&in6.sin6_addr) && port != proxy && port != inspector) {
      // The proxy listens on 127.0.0.1 only: its IPv4-mapped address (a dual-stack socket reaches it).
      memset(&in6.sin6_addr, 0, sizeof in6.sin6_addr);
      in6.sin6_addr.s6_addr[10] = 0xff;
      in6.sin6_addr.s6_addr[11] = 0xff;
      in6.sin6_addr.s6_addr[12] = 127;
      in6.sin6_addr.s6_addr[15] = 1;
      in6.sin6_port = htons(proxy);
      return real_connect(fd, (const struct sockaddr *)&in6, sizeof in6);
    }
  }
  return real_connect(fd, address, length);
}
