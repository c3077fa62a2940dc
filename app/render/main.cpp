// extract-inspector-render: the isolated Poppler worker. It connects to the QLocalServer named by
// --connect, says Hello, and answers the requests of docs/render-protocol.md. A PDF that crashes
// or hangs Poppler takes only this process down; RenderClient restarts it.

#include <cstdio>
#include <cstdlib>

#include <QCoreApplication>
#include <QLocalSocket>
#include <QThread>
#include <poppler-qt6.h>
#include <poppler-version.h>

#include "popplerengine.h"

using namespace Ei::Core::Render;
using Ei::RenderWorker::PopplerEngine;

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("extract-inspector-render"));

    const QStringList args = QCoreApplication::arguments();
    const qsizetype at = args.indexOf(QStringLiteral("--connect"));
    if (at < 0 || at + 1 >= args.size()) {
        std::fputs("usage: extract-inspector-render --connect SERVER-NAME\n"
                   "The PDF worker of Extract Inspector; it is started by the application.\n",
                   stderr);
        return 2;
    }
    // Poppler's complaints about broken files are expected noise; show them only when debugging.
    if (!qEnvironmentVariableIsSet("EI_RENDER_DEBUG")) {
        Poppler::setDebugErrorFunction([](const QString &, const QVariant &) {}, QVariant());
    }
    const bool testHooks = qEnvironmentVariable("EI_RENDER_TEST_HOOKS") == QLatin1StringView("1");

    QLocalSocket socket;
    // Frames built on the Poppler thread are written by the socket's own (main) thread.
    PopplerEngine engine(
        [&socket](QByteArray frame) {
            QMetaObject::invokeMethod(
                &socket, [&socket, f = std::move(frame)] { socket.write(f); }, Qt::QueuedConnection);
        },
        testHooks);
    QThread *popplerThread = QThread::create([&engine] { engine.run(); });
    popplerThread->setObjectName(QStringLiteral("poppler"));

    FrameReader reader;
    QObject::connect(&socket, &QLocalSocket::readyRead, &socket, [&] {
        reader.append(socket.readAll());
        while (auto frame = reader.next()) {
            if (frame->type == MessageType::Cancel) {
                quint32 target = 0;
                if (decodePayload(frame->payload, target)) {
                    engine.cancel(target);
                }
                continue;
            }
            engine.enqueue(std::move(*frame));
        }
        if (reader.failed()) {
            std::fprintf(stderr, "extract-inspector-render: %s\n", qPrintable(reader.errorString()));
            std::_Exit(3);
        }
    });
    // The application went away (or dropped us): leave at once, even if Poppler is stuck in a page.
    QObject::connect(&socket, &QLocalSocket::disconnected, &socket, [] { std::_Exit(0); });

    socket.connectToServer(args.at(at + 1));
    if (!socket.waitForConnected(10000)) {
        std::fprintf(stderr, "extract-inspector-render: cannot connect: %s\n",
                     qPrintable(socket.errorString()));
        return 1;
    }
    socket.write(
        encodeFrame(0, MessageType::Hello, encodePayload(Magic, Version, Poppler::Version::string())));
    popplerThread->start();
    const int rc = app.exec();
    engine.stop();
    popplerThread->wait();
    delete popplerThread;
    return rc;
}
