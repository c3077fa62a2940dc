#pragma once

#include <functional>

#include <QByteArray>
#include <QList>
#include <QObject>
#include <QString>

#include <core/hbase/adminclient.h>
#include <core/hbase/gatewaypool.h>
#include <core/hbase/parallelscan.h>
#include <core/hbase/restclient.h>

namespace Ei::Core {

// How a region-parallel job cuts its key range and how many scanners it runs at once
// (docs/hbase-client.md, "Region-parallel scans"): shared by ParallelScan and StatsJob.

// The key ranges a job reads and whether they were cut at the regions listed.
struct RegionRanges
{
    QList<ScanRange> ranges;
    bool cutAtRegions = false; // false: one range over the whole key range, no listing (or none answered)
};

// Ranges read at once (a scanner each, or a pair of scans): `parallel`, or for 0 (auto) min(rangesLeft,
// kAutoMax), at least 1.
int rangesAtOnce(int parallel, qsizetype rangesLeft);

// The `parallel` a job runs with over `gateways`: as asked, except auto (0) over a single gateway on
// this machine (a loopback address, or a gateway in this process), which is 1. There is no round trip to hide
// there, and more scans only add requests (the listing, a short first page and a probe per range) that the
// gateway and the client share the same cores for: measured, no faster and more CPU (bench/README.md, run 5).
int parallelFor(int parallel, const GatewayPool *gateways);

// Whether a scan with `spec` run with `parallel` asks for the regions at all: not for parallel 1
// (a sequential scan) and not for a limit (which counts the first rows of the whole key range).
bool listsRegions(const ScanSpec &spec, int parallel);

// The ranges of `spec`'s key range: cut at the regions GET /{table}/regions lists on `client`, or one
// range when listsRegions() says no, when there is no client, or when the listing fails (an old or
// restricted gateway, a missing table: the scan then reports a missing table in its own words).
// `done` is called once — at once when nothing is listed, else when the answer comes — unless
// `context` is destroyed first.
void listRegionRanges(RestClient *client, const ScanSpec &spec, int parallel, QObject *context,
                      std::function<void(RegionRanges)> done);

// The gateway's round trip: how long GET /version (tiny, the same work for any table) takes from
// request to answer, whatever the status — the shorter of two asked one after the other; -1 when
// it failed. `done` is called once unless `context`
// is destroyed first. The region listing is no measure of it: a gateway answers /regions of a big
// table only after tens of milliseconds of its own work.
void measureRoundTrip(RestClient *client, QObject *context, std::function<void(qint64 ms)> done);

// What a job says when the region boundaries inside its key range differ at the end from those it
// cut at (a split or merge between listing and reading): each key range was still read whole and
// verified. Empty when they are the same.
QString regionsChangedSentence(const ScanSpec &spec, const QList<QByteArray> &cutAt,
                               const QList<RegionInfo> &regionsNow);

// Each range cut into `pieces` ranges of about equal width in key space, for keys spread evenly over
// their alphabet (SHA-1 as hex or base32, behind a common prefix such as "sha1:"): the prefix and the
// alphabet are read from the ranges' bounds, so a table's regions tell where its keys live. Ranges
// keep their order and cover exactly what they covered; a range whose bounds say nothing (a single
// unbounded range) or too narrow to cut stays whole, and a piece may hold no row at all. Only ranges
// not started (no position, not done) are cut.
QList<ScanRange> cutRangesEvenly(const QList<ScanRange> &ranges, int pieces);

} // namespace Ei::Core
