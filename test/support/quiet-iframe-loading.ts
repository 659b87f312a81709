// happy-dom does not load iframe pages (tests post the frame's messages themselves) and prints a stack
// trace for every iframe a test creates, thousands of lines that hid real output in CI logs. The
// library's own setup file uses what `@svc/embed/testing` exports for host apps' tests.
import { quietIframeLoading } from '../../src/testing';

quietIframeLoading();
