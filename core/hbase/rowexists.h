#pragma once

#include <QByteArray>

#include <core/util/pendingcall.h>

namespace Ei::Core {

class RestClient;

// Whether the client's table has a row with this key, asked with one request that carries no cell
// value back: a stateless scan of exactly that key (startrow=KEY, endrow=KEY+0x00, limit=1) with
// FirstKeyOnlyFilter and KeyOnlyFilter (hbase-rest.md §3.6), so the region server stops at the
// row's first cell and drops its value; a GET, so read-only gateways answer it too. A row GET
// cannot be cut down like that (it returns every cell; one column would miss rows without it).
// Keys that are not UTF-8 text cannot be a stateless scan's start row: they are read with a row GET
// (?e=b64; the server's version is asked first when the client does not know it yet).
// A missing table is ErrorKind::NotFound; the call belongs to the client.
Call<bool> *rowExists(RestClient *client, const QByteArray &key);

} // namespace Ei::Core
