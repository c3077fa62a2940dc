package org.extractinspector.hbase;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.lang.reflect.Field;
import java.net.InetSocketAddress;
import java.net.HttpURLConnection;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Stream;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.hbase.HBaseConfiguration;
import org.apache.hadoop.hbase.HBaseTestingUtility;
import org.apache.hadoop.hbase.StartMiniClusterOption;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.Admin;
import org.apache.hadoop.hbase.client.ColumnFamilyDescriptorBuilder;
import org.apache.hadoop.hbase.client.TableDescriptorBuilder;
import org.apache.hadoop.hbase.rest.RESTServer;
import org.apache.hadoop.hbase.rest.RESTServlet;
import org.apache.hadoop.hbase.rest.ScannerResource;
import org.apache.hadoop.hbase.util.Bytes;

/**
 * HBase 2.6 in one JVM for Extract Inspector's real-HBase tier: ZooKeeper, a master and N region
 * servers (HBase's own mini-cluster on the local file system of a temporary folder, no HDFS), and
 * HBase's own REST gateway on 127.0.0.1. Prints "READY port controlPort" on stdout once the gateway
 * answers /version/cluster, and stops everything (and removes the folder) on SIGTERM or SIGINT.
 *
 * <p>The control port (127.0.0.1) lets a test do to the gateway what happens to one in production:
 * POST /restart-gateway stops the REST server, forgets every scanner it held (as a new process
 * would) and starts it again on the same port, answering once it serves again.
 *
 * <p>Options: --port N (0: a free one), --read-only, --region-servers N, --csrf, --dir DIR (the
 * data folder; default a new temporary one), --pre-split NAMESPACE:TABLE,FAMILY[,FAMILY…],REGIONS
 * (repeatable: a table created before READY, split into REGIONS regions on the first byte of the
 * key after the row-key prefix "sha1:", so SHA-1 keys in base32 spread over every region).
 */
public final class RealHBase {
  private static final class Options {
    int port = 0;
    boolean readOnly = false;
    int regionServers = 1;
    boolean csrf = false;
    String dir = null;
    final List<String> preSplit = new ArrayList<>();
  }

  private static Options parse(String[] args) {
    Options o = new Options();
    for (int i = 0; i < args.length; ++i) {
      String a = args[i];
      String next = i + 1 < args.length ? args[i + 1] : null;
      switch (a) {
        case "--port" -> { o.port = Integer.parseInt(require(a, next)); ++i; }
        case "--read-only" -> o.readOnly = true;
        case "--region-servers" -> { o.regionServers = Integer.parseInt(require(a, next)); ++i; }
        case "--csrf" -> o.csrf = true;
        case "--dir" -> { o.dir = require(a, next); ++i; }
        case "--pre-split" -> { o.preSplit.add(require(a, next)); ++i; }
        default -> {
          System.err.println("real-hbase: unknown option " + a);
          System.exit(2);
        }
      }
    }
    return o;
  }

  private static String require(String option, String value) {
    if (value == null) {
      System.err.println("real-hbase: " + option + " needs a value");
      System.exit(2);
    }
    return value;
  }

  // Split points for REGIONS regions of "sha1:" + base32 keys: the first base32 character after
  // the prefix (A–Z, 2–7) divided into equal runs.
  static byte[][] base32SplitPoints(int regions) {
    String alphabet = "234567ABCDEFGHIJKLMNOPQRSTUVWXYZ"; // in byte order
    byte[][] points = new byte[regions - 1][];
    for (int i = 1; i < regions; ++i) {
      char c = alphabet.charAt(i * alphabet.length() / regions);
      points[i - 1] = Bytes.toBytes("sha1:" + c);
    }
    return points;
  }

  private static void createPreSplit(Admin admin, String spec) throws IOException {
    String[] parts = spec.split(",");
    if (parts.length < 3) {
      throw new IllegalArgumentException("--pre-split wants TABLE,FAMILY[,FAMILY…],REGIONS: " + spec);
    }
    TableName name = TableName.valueOf(parts[0]);
    int regions = Integer.parseInt(parts[parts.length - 1]);
    TableDescriptorBuilder table = TableDescriptorBuilder.newBuilder(name);
    for (int i = 1; i < parts.length - 1; ++i) {
      table.setColumnFamily(ColumnFamilyDescriptorBuilder.of(parts[i]));
    }
    if (regions > 1) {
      admin.createTable(table.build(), base32SplitPoints(regions));
    } else {
      admin.createTable(table.build());
    }
  }

  private static boolean answers(int port) {
    try {
      HttpURLConnection c =
        (HttpURLConnection) new URL("http://127.0.0.1:" + port + "/version/cluster").openConnection();
      c.setRequestProperty("Accept", "application/json");
      c.setConnectTimeout(2000);
      c.setReadTimeout(5000);
      int status = c.getResponseCode();
      c.disconnect();
      return status == 200;
    } catch (IOException e) {
      return false;
    }
  }

  private static void deleteTree(Path root) {
    if (!Files.exists(root)) {
      return;
    }
    try (Stream<Path> paths = Files.walk(root)) {
      paths.sorted(Comparator.reverseOrder()).map(Path::toFile).forEach(File::delete);
    } catch (IOException e) {
      System.err.println("real-hbase: could not remove " + root + ": " + e.getMessage());
    }
  }

  // What a restarted gateway has lost: HBase REST keeps its scanners in a static cache of
  // ScannerResource, which outlives a RESTServer in the same JVM.
  private static void forgetScanners() throws ReflectiveOperationException {
    Field field = ScannerResource.class.getDeclaredField("scanners");
    field.setAccessible(true);
    // Removing them closes their region scanners, as the gateway's own expiry does.
    ((com.github.benmanes.caffeine.cache.Cache<?, ?>) field.get(null)).invalidateAll();
  }

  private static void reply(HttpExchange exchange, int status, String text) throws IOException {
    byte[] body = (text + "\n").getBytes(StandardCharsets.UTF_8);
    exchange.sendResponseHeaders(status, body.length);
    try (OutputStream out = exchange.getResponseBody()) {
      out.write(body);
    }
  }

  private static HttpServer startControl(Configuration conf, AtomicReference<RESTServer> rest, int port)
    throws IOException {
    HttpServer control = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
    control.createContext("/restart-gateway", exchange -> {
      if (!"POST".equals(exchange.getRequestMethod())) {
        reply(exchange, 405, "POST only");
        return;
      }
      try {
        synchronized (rest) {
          forgetScanners();
          rest.get().stop();
          RESTServlet.stop();
          Configuration again = new Configuration(conf);
          again.setInt("hbase.rest.port", port);
          RESTServer next = new RESTServer(again);
          next.run();
          rest.set(next);
        }
        while (!answers(port)) {
          Thread.sleep(50);
        }
        System.err.println("real-hbase: the gateway restarted on port " + port);
        reply(exchange, 200, "restarted");
      } catch (Exception e) {
        reply(exchange, 500, "restart failed: " + e);
      }
    });
    control.start();
    return control;
  }

  public static void main(String[] args) throws Exception {
    Options o = parse(args);
    long started = System.nanoTime();
    boolean ownDir = o.dir == null;
    Path dir = ownDir ? Files.createTempDirectory("ei-real-hbase-") : Path.of(o.dir);
    Files.createDirectories(dir);

    Configuration conf = HBaseConfiguration.create();
    conf.set("hbase.rootdir", dir.resolve("hbase").toUri().toString());
    conf.set("hbase.tmp.dir", dir.resolve("tmp").toString());
    // HBaseTestingUtility puts its own files under this system property (default: target/test-data
    // of the working directory, which would be the clone).
    System.setProperty("test.build.data.basedirectory", dir.resolve("test-data").toString());
    conf.set("hadoop.tmp.dir", dir.resolve("hadoop").toString());
    // The local file system has no hflush/hsync capability; HBase must accept it for its WALs.
    conf.setBoolean("hbase.unsafe.stream.capability.enforce", false);
    conf.set("hbase.wal.provider", "filesystem");
    // The Snappy codec is set in src/main/resources/hbase-site.xml (read by static configs).
    // No web UIs: fewer ports and threads, nothing listening beyond ZooKeeper and the gateway.
    conf.setInt("hbase.master.info.port", -1);
    conf.setInt("hbase.regionserver.info.port", -1);
    conf.set("hbase.zookeeper.quorum", "127.0.0.1");
    conf.set("hbase.master.hostname", "127.0.0.1");
    conf.set("hbase.regionserver.hostname", "127.0.0.1");
    // The REST gateway, as HBase's own REST tests start it (HBaseRESTTestingUtility).
    conf.set("hbase.rest.host", "127.0.0.1");
    conf.setInt("hbase.rest.port", o.port);
    conf.setInt("hbase.rest.info.port", -1);
    conf.setBoolean(RESTServer.SKIP_LOGIN_KEY, true);
    conf.setBoolean("hbase.rest.readonly", o.readOnly);
    conf.setBoolean("hbase.rest.csrf.enabled", o.csrf);

    HBaseTestingUtility util = new HBaseTestingUtility(conf);
    util.startMiniZKCluster();
    util.startMiniHBaseCluster(
      StartMiniClusterOption.builder().numMasters(1).numRegionServers(o.regionServers).build());
    try (Admin admin = util.getConnection().getAdmin()) {
      for (String spec : o.preSplit) {
        createPreSplit(admin, spec);
      }
    }

    AtomicReference<RESTServer> rest = new AtomicReference<>(new RESTServer(util.getConfiguration()));
    rest.get().run();
    int port = rest.get().getPort();
    HttpServer control = startControl(util.getConfiguration(), rest, port);

    CountDownLatch stopped = new CountDownLatch(1);
    Runtime.getRuntime().addShutdownHook(new Thread(() -> {
      System.err.println("real-hbase: stopping");
      control.stop(0);
      try {
        rest.get().stop();
        RESTServlet.stop();
      } catch (Exception e) {
        System.err.println("real-hbase: stopping the gateway: " + e.getMessage());
      }
      try {
        util.shutdownMiniHBaseCluster();
        util.shutdownMiniZKCluster();
      } catch (Exception e) {
        System.err.println("real-hbase: stopping HBase: " + e.getMessage());
      }
      if (ownDir) {
        deleteTree(dir);
      }
      System.err.println("real-hbase: stopped");
      stopped.countDown();
    }, "real-hbase-stop"));

    while (!answers(port)) {
      Thread.sleep(100);
    }
    long ms = (System.nanoTime() - started) / 1_000_000;
    Runtime rt = Runtime.getRuntime();
    System.err.printf("real-hbase: HBase %s ready in %d ms, heap used %d MB of %d MB, data in %s%n",
      org.apache.hadoop.hbase.util.VersionInfo.getVersion(), ms,
      (rt.totalMemory() - rt.freeMemory()) >> 20, rt.maxMemory() >> 20, dir);
    System.out.println("READY " + port + " " + control.getAddress().getPort());
    System.out.flush();
    stopped.await();
  }

  private RealHBase() {
  }
}
